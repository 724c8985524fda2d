import { App, TerraformStack, Testing, TerraformVariable } from 'cdktn';
import { Errors, TerrainTesting } from '../../../src';
import { Duration, durationOf, checkFormat, isKnown, knownDifferent, oneOf, Problems, sameValue, throwIfArgumentProblems, throwIfProblems, trySetInput, validateAtSynth, warn } from '../../../src/core/l2';
import { MongodbatlasAdvancedCluster } from '../../../src/generated/mongodbatlas/advanced-cluster';
import { errorOf } from '../../util';

describe('validation helpers', () => {
  test('Problems collects every problem with its fix; required props name what they take', () => {
    const p = new Problems();
    p.required({ a: undefined, b: 1 } as any, ['a', 'b'], { a: 'a thing' });
    p.add('c', 'is wrong.', { received: 'x', allowed: 'y', fix: 'write y.' });
    p.addRendered('d', 'is off.', '3 + 1 = 4', { fix: 'make it 3.' });
    expect(p.list).toEqual([
      { field: 'a', problem: 'is required.', received: 'undefined', allowed: 'a thing', fix: 'set a.' },
      { field: 'c', problem: 'is wrong.', received: '"x"', allowed: 'y', fix: 'write y.' },
      { field: 'd', problem: 'is off.', received: '3 + 1 = 4', allowed: undefined, fix: 'make it 3.' },
    ]);
    expect(p.length).toBe(3);
  });

  test('throwIfProblems throws all at once, naming the construct path', () => {
    const s = new TerraformStack(new App(), 's');
    expect(() => throwIfProblems(s, [])).not.toThrow();
    const p = new Problems();
    p.add('a', 'is bad.', { received: 1, fix: 'fix a.' });
    p.add('b', 'is worse.', { fix: 'fix b.' });
    expect(errorOf(() => throwIfProblems(s, p))).toBe('[s] 2 problems:\n  - a: is bad. Received: 1. Fix: fix a.\n  - b: is worse. Fix: fix b.');
  });

  test('synth-time validations report each problem on the construct path', () => {
    const s = new TerraformStack(new App(), 's');
    validateAtSynth(s, () => [{ field: 'f', problem: 'is bad.', fix: 'fix it.' }]);
    expect(errorOf(() => Testing.synth(s, true))).toContain('[s] f: is bad. Fix: fix it.');
  });

  test('with the L1: its own problems first; only when it has none, what the L1 rejected (under resource.)', () => {
    const s = new TerraformStack(new App(), 's');
    const l1 = new MongodbatlasAdvancedCluster(s, 'c', { projectId: 'p', name: 'n', clusterType: 'REPLICASET', replicationSpecs: [] });
    trySetInput(l1, 'backupEnabled', 'yes');
    let own: Array<{ field: string; problem: string; fix: string }> = [{ field: 'regions', problem: 'is empty.', fix: 'add one.' }];
    validateAtSynth(s, () => own, l1);
    expect(errorOf(() => Testing.synth(s, true))).toContain('[s] regions: is empty. Fix: add one.');
    own = [];
    expect(errorOf(() => Testing.synth(s, true))).toContain('[s] resource.backupEnabled: expected a boolean. Received: "yes". Allowed: a boolean.');
  });

  test('warn: a warning with a provider id, once per construct; a malformed id is a bug', () => {
    const s = new TerraformStack(new App(), 's');
    warn(s, 'mongodbatlas:disk-size-raised', 'raised.');
    warn(s, 'mongodbatlas:disk-size-raised', 'raised.');
    // Reported at synth (where an acknowledgement made later still counts), once.
    expect(TerrainTesting.warnings(s)).toEqual([]);
    TerrainTesting.synth(s);
    TerrainTesting.synth(s);
    expect(TerrainTesting.warnings(s)).toEqual(['s: [mongodbatlas:disk-size-raised] raised.']);
    expect(errorOf(() => warn(s, 'disk size', 'x'))).toBe("warn: 'disk size' is no warning id; write '<provider>:<name>', e.g. 'mongodbatlas:disk-size-raised'.");
  });

  test('durationOf: a Duration, or a problem at the field (not a Duration, or no duration)', () => {
    const p = new Problems();
    expect(durationOf(p, 'interval', Duration.minutes(5), 'Duration.minutes(15)')!.toMinutes()).toBe(5);
    expect(durationOf(p, 'interval', undefined, 'Duration.minutes(15)')).toBeUndefined();
    expect(durationOf(p, 'x.interval', 5 as any, 'Duration.minutes(15)')).toBeUndefined();
    expect(durationOf(p, 'x.delay', Duration.minutes(-1), 'Duration.minutes(15)')).toBeUndefined();
    expect(p.list).toEqual([
      { field: 'x.interval', problem: 'expected a Duration.', received: '5', allowed: 'a Duration, e.g. Duration.minutes(15)', fix: 'write interval: Duration.minutes(15).' },
      {
        field: 'x.delay',
        problem: 'is not a duration.',
        received: 'Duration.minutes(-1): the amount must be a finite number, 0 or more.',
        allowed: 'a Duration of a finite amount, 0 or more, e.g. Duration.minutes(15)',
        fix: 'write delay: Duration.minutes(15).',
      },
    ]);
  });

  test('checkFormat: the value checks\' formats, tokens not judged', () => {
    const s = new TerraformStack(new App(), 's');
    const p = new Problems();
    checkFormat(p, 'projectId', '5f1b2c3d4e5f6a7b8c9d0e1f', 'hex24');
    checkFormat(p, 'projectId', new TerraformVariable(s, 'v', { type: 'string' }).stringValue, 'hex24');
    checkFormat(p, 'projectId', 'abc', 'hex24');
    expect(p.list.map((x) => `${x.field}: ${x.problem} ${x.received}`)).toEqual(['projectId: is not a 24-character hexadecimal id. "abc"']);
  });

  test('knownDifferent compares known strings only', () => {
    const s = new TerraformStack(new App(), 's');
    const v = new TerraformVariable(s, 'v', { type: 'string' }).stringValue;
    expect([knownDifferent('a', 'b'), knownDifferent('a', 'a'), knownDifferent(v, 'a'), knownDifferent(1, 'a')]).toEqual([true, false, false, false]);
  });

  test('isKnown and oneOf', () => {
    const s = new TerraformStack(new App(), 's');
    expect([isKnown('a'), isKnown(undefined), isKnown(new TerraformVariable(s, 'v', { type: 'string' }).stringValue)]).toEqual([true, false, false]);
    expect([oneOf([]), oneOf(['a']), oneOf(['a', 'b', 'c'])]).toEqual(['', 'a', 'a, b or c']);
  });

  // F5 (/work/notes/fuzz-checklist-findings.md): a string holding a Terraform expression or
  // directive is evaluated at plan, as the type rules' known() says; the L2 kit judged it.
  test('isKnown: a string holding a Terraform expression or directive is not known (as the type rules read it)', () => {
    expect([isKnown('${var.tls}'), isKnown('TLS${var.v}'), isKnown('%{ if true }x%{ endif }'), isKnown('$ {}'), isKnown('TLS1_2')]).toEqual([false, false, false, true, true]);
  });

  test('sameValue: equal values, and one reference read twice; not two references, nor one name in two stacks', () => {
    const app = new App();
    const a = new TerraformStack(app, 'a');
    const b = new TerraformStack(app, 'b');
    const va = new TerraformVariable(a, 'project', { type: 'string' });
    const vb = new TerraformVariable(b, 'project', { type: 'string' });
    const other = new TerraformVariable(a, 'other', { type: 'string' });
    expect(sameValue('x', 'x')).toBe(true);
    expect(sameValue('x', 'y')).toBe(false);
    expect(va.stringValue === va.stringValue).toBe(false); // why this helper exists
    expect(sameValue(va.stringValue, va.stringValue)).toBe(true);
    expect(sameValue(`p-${va.stringValue}`, `p-${va.stringValue}`)).toBe(true);
    expect(sameValue(`p-${va.stringValue}`, `q-${va.stringValue}`)).toBe(false);
    expect(sameValue(va.stringValue, other.stringValue)).toBe(false);
    expect(sameValue(va.stringValue, vb.stringValue)).toBe(false);
    expect(sameValue(va.stringValue, '${var.project}')).toBe(false);
    expect(sameValue(undefined, 'x')).toBe(false);
  });
});

describe('throwIfArgumentProblems', () => {
  test('nothing to throw: returns; problems: an ArgumentError naming the function and the fields', () => {
    expect(() => throwIfArgumentProblems('CatalogEntry.lookup', new Problems())).not.toThrow();
    const p = new Problems();
    p.add('catalogType', 'expected a CatalogType.', { received: 'Team', allowed: 'a CatalogType or its lookup', fix: 'pass the construct.' });
    let thrown: any;
    try {
      throwIfArgumentProblems('CatalogEntry.lookup', p);
    } catch (e) {
      thrown = e;
    }
    expect(Errors.isArgumentError(thrown)).toBe(true);
    expect(thrown).toBeInstanceOf(TypeError);
    expect(thrown.message).toBe('[CatalogEntry.lookup] catalogType: expected a CatalogType. Received: "Team". Allowed: a CatalogType or its lookup. Fix: pass the construct.');
    expect(thrown.fields).toEqual(['catalogType']);
  });
});

describe('Problems.strings and requiredStrings (ids and names a JavaScript caller may pass as something else)', () => {
  const FIX = (f: string) => `Fix: pass ${f} as a string (or a string token, e.g. a variable's stringValue).`;
  test('a known value that is no string is refused; a string, a token or nothing is not judged by strings', () => {
    const p = new Problems();
    const token = new TerraformVariable(new TerraformStack(Testing.app(), 's'), 'v', { type: 'string' }).stringValue;
    p.strings({ a: 7, b: 'x', c: token, d: undefined } as Record<string, unknown>, { a: 'an id', b: 'an id', c: 'an id', d: 'an id' });
    expect(p.list.map((x) => `${x.field}: ${x.problem}`)).toEqual(['a: expected a string.']);
  });
  test('requiredStrings: missing ones are required, the others strings', () => {
    const s = new TerraformStack(Testing.app(), 's');
    const p = new Problems();
    p.requiredStrings({ projectId: {}, name: undefined } as Record<string, unknown>, ['projectId', 'name'], { projectId: 'the id of the project', name: 'the name' });
    expect(errorOf(() => throwIfProblems(s, p))).toBe([
      '[s] 2 problems:',
      '  - name: is required. Received: undefined. Allowed: the name. Fix: set name.',
      `  - projectId: expected a string. Received: an empty object. Allowed: the id of the project. ${FIX('projectId')}`,
    ].join('\n'));
  });
});
