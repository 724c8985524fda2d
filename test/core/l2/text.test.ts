import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, Fn, Lazy, TerraformOutput, TerraformStack, TerraformVariable, Testing } from 'cdktn';
import { expressionText, hclString, literalKeys, literalText, literalTexts } from '../../../src/core/l2';
import { TERRAFORM } from '../../terraform/util';

function withVariable(): [TerraformStack, string] {
  const stack = new TerraformStack(new App(), 's');
  return [stack, new TerraformVariable(stack, 'v', { type: 'string', default: 'V' }).stringValue];
}

/** What `value` synthesizes to, as an output of the stack. */
function synthesized(stack: TerraformStack, value: unknown): unknown {
  new TerraformOutput(stack, 'o', { value });
  return JSON.parse(Testing.synth(stack)).output.o.value;
}

describe('literalText', () => {
  test('literal text: ${ and %{ doubled, nothing else changed', () => {
    expect(literalText('Deploy ${x} now')).toBe('Deploy $${x} now');
    expect(literalText('%{ if y } on')).toBe('%%{ if y } on');
    expect(literalText('keep $${z}')).toBe('keep $$${z}');
    expect(literalText('cost $5 { and } 100% %d $ {x}')).toBe('cost $5 { and } 100% %d $ {x}');
    expect(literalText('')).toBe('');
  });

  test('no string: returned as it is (the L1 reports its type)', () => {
    const o = { a: 1 };
    expect([literalText(7), literalText(undefined), literalText(null), literalText(o)]).toEqual([7, undefined, null, o]);
  });

  test('a token alone, or text around it with nothing to escape: the same token string', () => {
    const [, v] = withVariable();
    expect(literalText(v)).toBe(v);
    expect(literalText(`team-${v}`)).toBe(`team-${v}`);
  });

  test('text around a reference: the text escaped, the reference kept', () => {
    const [stack, v] = withVariable();
    expect(synthesized(stack, literalText(`Deploy \${x} ${v} %{ if y }`))).toBe('Deploy $${x} ${var.v} %%{ if y }');
  });

  test('a ${ opened before a reference and closed after it stays text (cdktn would take it as an expression around the reference)', () => {
    const [stack, v] = withVariable();
    expect(synthesized(stack, literalText(`Deploy \${x now ${v} }`))).toBe('Deploy $${x now ${var.v} }');
  });

  test('$ right before a reference: inside an expression, so that it is no escape of the reference', () => {
    const [stack, v] = withVariable();
    expect(synthesized(stack, literalText(`cost $${v} and $$${v}`))).toBe('cost ${"$"}${var.v} and ${"$$"}${var.v}');
  });

  test('function calls and lazy values in the text resolve as they would without it', () => {
    const [stack, v] = withVariable();
    const lazy = Lazy.stringValue({ produce: () => 'L' });
    expect(synthesized(stack, literalText(`\${a} ${Fn.lower(v)} ${lazy}`))).toBe('$${a} ${lower(var.v)} L');
  });

  test('literalTexts: each item; a list token as it is', () => {
    const [stack] = withVariable();
    const list = new TerraformVariable(stack, 'l', { type: 'list(string)' }).listValue;
    expect(literalTexts(['${a}', 'b'])).toEqual(['$${a}', 'b']);
    expect(literalTexts(list)).toBe(list);
    expect(literalTexts(undefined)).toBeUndefined();
  });

  test('literalKeys: keys and values; another value function; no map as it is', () => {
    expect(literalKeys({ 'team ${x}': 'on ${y}', 'b': 'c' })).toEqual({ 'team $${x}': 'on $${y}', 'b': 'c' });
    expect(literalKeys({ '${k}': { name: '${n}' } }, (v) => ({ name: literalText(v.name) }))).toEqual({ '$${k}': { name: '$${n}' } });
    expect(literalKeys(undefined)).toBeUndefined();
  });
});

// What Terraform makes of the JSON is the text as written: applied as outputs (no provider needed).
(TERRAFORM ? describe : describe.skip)('literalText through Terraform', () => {
  test('terraform apply gives back every text as written, references resolved', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'literal-text-'));
    try {
      const app = new App({ outdir: dir });
      const stack = new TerraformStack(app, 's');
      const v = new TerraformVariable(stack, 'v', { type: 'string', default: 'V' }).stringValue;
      const cases: Array<[string, string]> = [
        ['Deploy ${x} now', 'Deploy ${x} now'],
        ['%{ if y } on %{ endif }', '%{ if y } on %{ endif }'],
        ['keep $${z} and %%{w}', 'keep $${z} and %%{w}'],
        ['$$${a} %%%{b}', '$$${a} %%%{b}'],
        [`Deploy \${x} ${v} %{ if y }`, 'Deploy ${x} V %{ if y }'],
        [`Deploy \${x now ${v} }`, 'Deploy ${x now V }'],
        [`cost $${v} and $$${v}`, 'cost $V and $$V'],
        [`keep $\${z} ${v}`, 'keep $${z} V'],
      ];
      cases.forEach(([text], i) => new TerraformOutput(stack, `o${i}`, { value: literalText(text) }));
      app.synth();
      const cwd = path.join(dir, 'stacks', 's');
      const env = { ...process.env, CHECKPOINT_DISABLE: '1', TF_CLI_CONFIG_FILE: '/dev/null', NO_COLOR: '1' };
      for (const args of [['init', '-input=false'], ['apply', '-auto-approve', '-input=false', `-state=${path.join(dir, 'state')}`]]) {
        const r = spawnSync('terraform', args, { cwd, env, encoding: 'utf8', timeout: 60_000 });
        expect(r.stderr).toBe('');
      }
      const r = spawnSync('terraform', ['output', '-json', `-state=${path.join(dir, 'state')}`], { cwd, env, encoding: 'utf8', timeout: 60_000 });
      const out = JSON.parse(r.stdout);
      expect(cases.map((_, i) => out[`o${i}`].value)).toEqual(cases.map(([, want]) => want));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('hclString', () => {
  test('quotes, escapes and doubles template openers', () => {
    expect(hclString('Security')).toBe('"Security"');
    expect(hclString('say "hi"')).toBe('"say \\"hi\\""');
    expect(hclString('C:\\ops')).toBe('"C:\\\\ops"');
    expect(hclString('a\nb\r\tc')).toBe('"a\\nb\\r\\tc"');
    expect(hclString('cost ${x} %{y}')).toBe('"cost $${x} %%{y}"');
    expect(hclString('🚨 é')).toBe('"🚨 é"');
  });

  test('control characters without an HCL escape are written \\uNNNN (JSON\'s \\b and \\f are not HCL)', () => {
    expect(hclString('a\bb\fc\u0000d\u001fe\u007f')).toBe('"a\\u0008b\\u000cc\\u0000d\\u001fe\\u007f"');
  });

  // Terraform reads each literal back as the string it was made from.
  const SAMPLES = ['Security', 'say "hi"', 'C:\\ops\\', 'a\nb\r\tc', 'cost ${x} %{y}', '\\${x}', '$${x}', 'a\bb\fc\u0001', '🚨 é ü', ''];
  (TERRAFORM ? test : test.skip)('terraform console reads every literal back as the original string', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcl-string-'));
    try {
      const r = spawnSync('terraform', ['console'], {
        cwd: dir,
        input: `jsonencode([${SAMPLES.map(hclString).join(', ')}])\n`,
        encoding: 'utf8',
        env: { ...process.env, CHECKPOINT_DISABLE: '1', TF_CLI_CONFIG_FILE: '/dev/null', NO_COLOR: '1' },
        timeout: 60_000,
      });
      expect(r.stderr.replace(/\x1b\[[0-9;]*m/g, '')).not.toMatch(/Error/);
      const printed = r.stdout.trim().split('\n').pop()!;
      expect(JSON.parse(JSON.parse(printed))).toEqual(SAMPLES);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('expressionText', () => {
  function inExpression(text: (stack: TerraformStack, v: string) => string): unknown {
    const stack = new TerraformStack(new App(), 's');
    const v = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
    new TerraformOutput(stack, 'o', { value: `\${upper(${expressionText(text(stack, v))})}` });
    return JSON.parse(Testing.synth(stack)).output.o.value;
  }

  test('literal text: hclString', () => {
    expect(expressionText('Deploy ${x} "now"')).toBe('"Deploy $${x} \\"now\\""');
  });

  test('a reference alone: as it is (the bare reference inside the expression)', () => {
    expect(inExpression((_, v) => v)).toBe('${upper(var.v)}');
  });

  test('text around references: a quoted template, each literal part escaped, each reference interpolated', () => {
    expect(inExpression((_, v) => `Deploy \${x} "${v}" %{ if y } $`)).toBe('${upper("Deploy $${x} \\"${var.v}\\" %%{ if y } $")}');
  });

  test('a $ right before a reference stays text: it goes inside an expression of its own', () => {
    expect(inExpression((_, v) => `cost $${v} and $$${v}`)).toBe('${upper("cost ${"$"}${var.v} and ${"$$"}${var.v}")}');
  });
});
