/**
 * The literal-text tests of the L2s' text fields: every prop whose TSDoc says it is literal text
 * ("reaches the provider as written") is written with `${x}`, `%{ if y }` and `$${z}`, and with
 * text around a reference; the JSON must hold the text escaped (`$${x}`, `%%{ if y }`, `$$${z}`,
 * the reference as `${var.v}`), and Terraform validate (through the stand-in providers) must pass
 * on the stack that holds every field of a provider.
 *
 * A family's test file lists its text fields as `TextFieldCase`s and calls `describeLiteralText`;
 * `textFieldsOf` (from the docs model of the L2 sources) gives the fields the TSDoc marks, so that
 * a new text prop without a case fails.
 */
import * as path from 'path';
import { App, TerraformStack, TerraformVariable, Testing } from 'cdktn';
import { Construct } from 'constructs';
import { readL2 } from '../../scripts/docs/l2';
import { TerrainTesting } from '../../src';
import { describeWithTerraform } from '../terraform/util';

/** The words of a text prop's TSDoc that mark it as literal text. */
export const LITERAL_TEXT_MARK = 'reaches the provider as written';

/** What each sample is, and what the JSON must hold for it. */
export const SAMPLES: ReadonlyArray<{ readonly text: string; readonly json: string }> = [
  { text: 'Deploy ${x} now', json: 'Deploy $${x} now' },
  { text: '%{ if y } on', json: '%%{ if y } on' },
  { text: 'keep $${z}', json: 'keep $$${z}' },
];

/** One text field of an L2. */
export interface TextFieldCase {
  /** `<Class>.<prop path>`, as `textFieldsOf` names it, e.g. `AlertRoute.name` or `NotificationTarget.slack.channelName`. */
  readonly field: string;
  /**
   * How the text is in the string: `as-is` (the string is the text), `contained` (the string holds
   * the text, e.g. a rich-text document or a catalog value).
   * @default 'as-is'
   */
  readonly how?: 'as-is' | 'contained';
  /** Builds what holds the field, in `scope` (a fresh construct for each text), with `text` in it. */
  build(scope: Construct, text: string): void;
  /**
   * The strings of the synthesized document that hold the text (usually one), e.g.
   * `(doc) => Object.values(doc.resource.incident_alert_route).map((r: any) => r.name)`. The
   * document holds every sample of the case, each under its own scope.
   */
  rendered(doc: any): string[];
}

/** A stack for the cases of a provider, with `setup` (providers and the like) applied. */
export function textStack(setup: (stack: TerraformStack) => void): TerraformStack {
  const stack = new TerraformStack(new App(), 'text');
  setup(stack);
  return stack;
}

/**
 * The text fields the TSDoc of a provider's L2s marks as literal text: `<Class>.<prop>` for the
 * props of a construct, `<Struct>.<prop>` for the options of a factory or method.
 */
export function textFieldsOf(provider: string): string[] {
  const model = readL2(path.join(__dirname, '..', '..'));
  const out: string[] = [];
  for (const [name, { decl, provider: p }] of model.decls) {
    if (p !== provider) continue;
    const members = (decl as any).getProperties?.() ?? [];
    for (const m of members) {
      const doc = (m.getJsDocs?.() ?? []).map((d: any) => d.getText()).join('\n');
      if (doc.includes(LITERAL_TEXT_MARK)) out.push(`${name}.${m.getName()}`);
    }
    for (const m of (decl as any).getMethods?.() ?? []) {
      const doc = (m.getJsDocs?.() ?? []).map((d: any) => d.getText()).join('\n');
      for (const param of m.getParameters()) {
        if (new RegExp(`@param ${param.getName()}\\b[^@]*${LITERAL_TEXT_MARK}`).test(doc)) out.push(`${name}.${m.getName()}(${param.getName()})`);
      }
    }
  }
  return out.sort();
}

/**
 * The literal-text tests of a provider's text fields: per case, the escaped JSON of each sample
 * and of text around a reference; then Terraform validate of one stack that holds them all.
 * @param provider e.g. `incident`
 * @param setup adds the provider (and what every case needs) to a stack
 * @param cases one per text field
 */
export function describeLiteralText(provider: string, setup: (stack: TerraformStack) => void, cases: readonly TextFieldCase[]): void {
  describe(`${provider}: literal text reaches the provider as written`, () => {
    test('every text field the TSDoc marks has a case, and every case is such a field', () => {
      expect(cases.map((c) => c.field).sort()).toEqual(textFieldsOf(provider));
    });

    for (const c of cases) {
      test(`${c.field}: \${x}, %{ if y } and $\${z} are escaped; a reference stays one`, () => {
        const stack = textStack(setup);
        SAMPLES.forEach((s, i) => c.build(new Construct(stack, `S${i}`), s.text));
        const v = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
        c.build(new Construct(stack, 'Ref'), `Deploy \${x} ${v}`);
        const strings = c.rendered(JSON.parse(Testing.synth(stack)));
        const expected = [...SAMPLES.map((s) => s.json), 'Deploy $${x} ${var.v}'];
        if ((c.how ?? 'as-is') === 'as-is') {
          expect([...strings].sort()).toEqual([...expected].sort());
        } else {
          for (const e of expected) expect(strings.filter((s) => s.includes(e))).toHaveLength(1);
        }
      });
    }
  });

  describeWithTerraform(`${provider}: the text fields through Terraform`)(`${provider}: Terraform validate takes the escaped text`, () => {
    test('one stack with every text field and every sample validates without a diagnostic', async () => {
      const stack = textStack(setup);
      const v = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
      cases.forEach((c, k) => {
        SAMPLES.forEach((s, i) => c.build(new Construct(stack, `C${k}S${i}`), s.text));
        c.build(new Construct(stack, `C${k}Ref`), `Deploy \${x} ${v}`);
      });
      const result = await TerrainTesting.validate(stack);
      expect(result.diagnostics).toEqual([]);
    }, 120_000);
  });
}
