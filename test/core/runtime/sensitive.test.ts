/**
 * A secret never appears in a message, whatever its type: a field the provider schema marks
 * sensitive (`SENSITIVE` in the descriptions) that receives a value of the wrong type, breaks a
 * value check or a type rule is reported with the kind of value it received, never the value. And
 * a rule that throws is told by its class and place, never by its message (which may quote the
 * input). What a TerrainSynth run prints and manifest.json keeps are checked too.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, DefaultTokenResolver, Lazy, StringConcat, TerraformStack, Testing, Tokenization } from 'cdktn';
import { Construct } from 'constructs';
import { describeHidden } from '../../../src/core/base/errors';
import { renderConfig, SENSITIVE, Struct } from '../../../src/core/runtime';
import { isSensitivePath, SENSITIVE_FLAG, thrownText } from '../../../src/core/runtime/sensitive';
import { runRules, TypeRule } from '../../../src/core/runtime/type-rules';
import { mongodbatlas, TerrainSynth } from '../../../src/index';
import { errorOf } from '../../util';

const SECRET_NUMBER = 123456789012;
const SECRET = 'hunter2-Secret';

/** A description with sensitive fields of every kind, and value checks on them. */
const STRUCT: Struct = {
  f: [
    { t: 'name', y: 's' },
    { t: 'api_key', y: 's', f: SENSITIVE, v: { id: 'value:demo_secret.api_key', p: '^[a-z]+$' } },
    { t: 'code', y: 's', f: SENSITIVE, v: { id: 'value:demo_secret.code', a: ['ALPHA', 'BETA'] } },
    { t: 'pin', y: 'n', f: SENSITIVE, v: { id: 'value:demo_secret.pin', i: 1, lo: 0, hi: 10 } },
    { t: 'shout', y: 's', f: SENSITIVE, v: { id: 'value:demo_secret.shout', u: 1 } },
    { t: 'tokens', y: ['l', 's'], f: SENSITIVE },
    { t: 'headers', y: ['m', 's'], f: SENSITIVE },
    { t: 'auth', y: { k: 'o', s: { f: [{ t: 'user', y: 's' }, { t: 'pass', y: 's' }] } }, f: SENSITIVE },
    { t: 'blocks', y: { k: 'l', s: { f: [{ t: 'key', y: 's', f: SENSITIVE }, { t: 'label', y: 's' }] }, b: 1 } },
  ],
};

/** An L1 of the struct above, checked at synth like a generated one. */
class DemoSecret extends Construct {
  public readonly out: Record<string, unknown>;
  constructor(scope: Construct, id: string, config: unknown, rules?: TypeRule[]) {
    super(scope, id);
    this.out = renderConfig(this, STRUCT, config, new Set(), rules);
  }
}

function synthError(build: (s: TerraformStack) => void): string {
  const s = new TerraformStack(new App(), 'test');
  build(s);
  return errorOf(() => Testing.synth(s, true));
}

describe('secrets in messages', () => {
  test('SENSITIVE_FLAG is the runtime\'s SENSITIVE', () => {
    expect(SENSITIVE_FLAG).toBe(SENSITIVE);
  });

  test('a generated L1: a secret of the wrong type is described, not shown', () => {
    const s = new TerraformStack(new App(), 'test');
    const message = errorOf(() => new mongodbatlas.MongodbatlasDatabaseUser(s, 'User', {
      projectId: '5f0a1b2c3d4e5f6a7b8c9d0e', username: 'app', authDatabaseName: 'admin', roles: [{ roleName: 'read', databaseName: 'admin' }], password: SECRET_NUMBER as any,
    }));
    expect(message).toBe('[test/User] password: expected a string. Received: a number (not shown: the field is sensitive). Allowed: a string.');
    expect(message).not.toContain(String(SECRET_NUMBER));
  });

  test('every kind of sensitive value, at construction', () => {
    const s = new TerraformStack(new App(), 'test');
    const message = errorOf(() => new DemoSecret(s, 'D', {
      name: 7, apiKey: true, pin: 'twelve', tokens: SECRET, headers: [SECRET], auth: { user: 5, pass: 6, extra: SECRET }, blocks: [{ key: 9, label: 9 }],
    }));
    expect(message).toBe('[test/D] 10 problems:\n'
      + '  - name: expected a string. Received: 7. Allowed: a string.\n'
      + '  - apiKey: expected a string. Received: a boolean (not shown: the field is sensitive). Allowed: a string.\n'
      + '  - pin: expected a number. Received: a string (not shown: the field is sensitive). Allowed: a number.\n'
      + '  - tokens: expected a list (array) of strings. Received: a string (not shown: the field is sensitive). Allowed: a list (array) of strings.\n'
      + '  - headers: expected a map of strings. Received: a list of 1 item. Allowed: a map of strings.\n'
      + '  - auth.user: expected a string. Received: a number (not shown: the field is sensitive). Allowed: a string.\n'
      + '  - auth.pass: expected a string. Received: a number (not shown: the field is sensitive). Allowed: a string.\n'
      + '  - auth.extra: unknown key. Received: a string (not shown: the field is sensitive). Allowed: user, pass. Fix: remove the key, or check its spelling against the struct.\n'
      + '  - blocks[0].key: expected a string. Received: a number (not shown: the field is sensitive). Allowed: a string.\n'
      + '  - blocks[0].label: expected a string. Received: 9. Allowed: a string.');
  });

  test('value checks of a sensitive field: no value, no hint built from it', () => {
    const message = synthError((s) => new DemoSecret(s, 'D', { apiKey: SECRET, code: 'alpha', pin: 3.5, shout: 'quiet-secret' }));
    expect(message).not.toMatch(/hunter2|alpha|quiet-secret|3\.5|QUIET/);
    expect(message).toContain('[test/D] [value:demo_secret.api_key] apiKey: does not match the required pattern. Received: a string (not shown: the field is sensitive). '
      + 'Allowed: a value matching /^[a-z]+$/. Fix: change the value so that it matches the pattern.');
    expect(message).toContain('[test/D] [value:demo_secret.code] code: is not an allowed value. Received: a string (not shown: the field is sensitive). '
      + "Allowed: 'ALPHA' or 'BETA'. Fix: use one of the allowed values.");
    expect(message).toContain('[test/D] [value:demo_secret.pin] pin: must be a whole number. Received: a number (not shown: the field is sensitive). Allowed: an integer. Fix: use a whole number.');
    expect(message).toContain('[test/D] [value:demo_secret.shout] shout: must be upper case. Received: a string (not shown: the field is sensitive). '
      + 'Allowed: upper-case letters. Fix: write it in upper case.');
  });

  test('a Lazy that produces a nested sensitive block is checked without showing it', () => {
    const s = new TerraformStack(new App(), 'test');
    const d = new DemoSecret(s, 'D', { auth: Lazy.anyValue({ produce: () => ({ user: SECRET_NUMBER }) }) });
    const message = errorOf(() => Tokenization.resolve(d.out, { scope: s, resolver: new DefaultTokenResolver(new StringConcat()) }));
    expect(message).toContain('auth.user: expected a string. Received: a number (not shown: the field is sensitive). Allowed: a string.');
    expect(message).not.toContain(String(SECRET_NUMBER));
  });

  test('a type rule that reports a sensitive field: received is described; its own words are kept', () => {
    const rule: TypeRule = {
      id: 'rule:demo_secret/key',
      summary: 's',
      enforcedBy: 'x',
      check: (input, report) => {
        report('api_key', 'is wrong.', { received: input.api_key, fix: 'change it.' });
        report('auth.pass', 'is wrong too.', { received: input.auth?.pass, fix: 'change it.' });
        report('blocks[0].key', 'is wrong as well.', { receivedText: 'a key of 14 characters', fix: 'change it.' });
        report('name', 'is a name.', { received: input.name, fix: 'fine.' });
      },
    };
    const message = synthError((s) => new DemoSecret(s, 'D', { name: 'n', apiKey: 'abc', auth: { pass: SECRET }, blocks: [{ key: SECRET }] }, [rule]));
    expect(message).toContain('apiKey: is wrong. Received: a string (not shown: the field is sensitive). Fix: change it.');
    expect(message).toContain('auth.pass: is wrong too. Received: a string (not shown: the field is sensitive). Fix: change it.');
    expect(message).toContain('blocks[0].key: is wrong as well. Received: a key of 14 characters. Fix: change it.');
    expect(message).toContain('name: is a name. Received: "n". Fix: fine.');
    expect(message).not.toContain('hunter2');
  });

  test('a type rule that throws is told by class and place, not by its message', () => {
    const rules: TypeRule[] = [{ id: 'rule:t/x', summary: 's', enforcedBy: 'x', check: (input) => { throw new SyntaxError(`Unexpected token in ${input.api_key}`); } }];
    const found = runRules(rules, { api_key: SECRET }, undefined, { now: 0 })!;
    expect(found[0].problem.problem).toMatch(/^rule rule:t\/x could not be evaluated \(it threw a SyntaxError at test\/core\/runtime\/sensitive\.test\.ts:\d+:\d+\); this is a bug in terrain-constructs\.$/);
    expect(JSON.stringify(found)).not.toContain('hunter2');
  });

  test('isSensitivePath follows fields, list items, map keys and blocks', () => {
    expect(['api_key', 'name', 'tokens[1]', 'headers.x', 'auth.user', 'blocks[0].key', 'blocks.key', 'blocks[0].label', 'nope', '(input)', ''].map((p) => isSensitivePath(STRUCT, p)))
      .toEqual([true, false, true, true, true, true, true, false, false, false, false]);
  });

  test('what a value is, without the value', () => {
    expect([SECRET, SECRET_NUMBER, true, {}, [1, 2], undefined, null, BigInt(1), () => 1].map(describeHidden)).toEqual([
      'a string (not shown: the field is sensitive)', 'a number (not shown: the field is sensitive)', 'a boolean (not shown: the field is sensitive)',
      'an object (not shown: the field is sensitive)', 'a list of 2 items', 'undefined', 'null', 'a bigint (not shown: the field is sensitive)',
      'a function (not shown: the field is sensitive)',
    ]);
    expect(thrownText('a string with a secret')).toBe('a string');
    expect(thrownText(Object.create(null))).toBe('an object');
    const lying = new Error('first line\n    at secret (/x/secret.ts:1:1)');
    expect(thrownText(lying)).toMatch(/^an Error at test\/core\/runtime\/sensitive\.test\.ts:\d+:\d+$/);
  });

  test('TerrainSynth prints no secret, and manifest.json holds none', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'sensitive-'));
    const app = new App({ outdir });
    const s = new TerraformStack(app, 'prod');
    new DemoSecret(s, 'D', { apiKey: SECRET, pin: SECRET_NUMBER });
    const lines: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => { lines.push(String(chunk)); return true; }) as typeof process.stderr.write;
    try {
      expect(() => TerrainSynth.synth(app)).toThrow();
    } finally {
      process.stderr.write = write;
    }
    expect(lines.join('')).toContain('apiKey: does not match the required pattern. Received: a string (not shown: the field is sensitive).');
    expect(lines.join('')).not.toMatch(/hunter2|123456789012/);
    const manifest = path.join(outdir, 'manifest.json');
    if (fs.existsSync(manifest)) expect(fs.readFileSync(manifest, 'utf8')).not.toMatch(/hunter2|123456789012/);
  });
});
