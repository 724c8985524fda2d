import { App, TerraformStack, Testing, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { Checks, Errors, TerrainTesting } from '../../../src';
import { errorUnlessAcknowledged, oneOf, Problems, throwIfArgumentProblems, throwIfProblems, trySetInput, validateAtSynth, warn } from '../../../src/core/l2';
import { MongodbatlasAdvancedCluster } from '../../../src/generated/mongodbatlas/advanced-cluster';
import { errorOf } from '../../util';

describe('validation helpers', () => {
  test('Problems collects every problem with its fix; required props name what they take', () => {
    const p = new Problems();
    p.required({ a: undefined, b: 1 } as any, ['a', 'b'], { a: 'a thing' });
    p.add('c', 'is wrong.', { id: 'test:wrong', received: 'x', allowed: 'y', fix: 'write y.' });
    p.addRendered('d', 'is off.', '3 + 1 = 4', { id: 'test:off', fix: 'make it 3.' });
    expect(p.list).toEqual([
      { id: 'l2:required', field: 'a', problem: 'is required.', received: 'undefined', allowed: 'a thing', fix: 'set a.' },
      { id: 'test:wrong', field: 'c', problem: 'is wrong.', received: '"x"', allowed: 'y', fix: 'write y.' },
      { id: 'test:off', field: 'd', problem: 'is off.', received: '3 + 1 = 4', allowed: undefined, fix: 'make it 3.' },
    ]);
    expect(p.length).toBe(3);
  });

  test('throwIfProblems throws all at once, naming the construct path', () => {
    const s = new TerraformStack(new App(), 's');
    expect(() => throwIfProblems(s, [])).not.toThrow();
    const p = new Problems();
    p.add('a', 'is bad.', { id: 'test:bad', received: 1, fix: 'fix a.' });
    p.add('b', 'is worse.', { id: 'test:worse', fix: 'fix b.' });
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

  test('oneOf: a, b or c', () => {
    expect([oneOf([]), oneOf(['a']), oneOf(['a', 'b', 'c'])]).toEqual(['', 'a', 'a, b or c']);
  });
});

describe('throwIfArgumentProblems', () => {
  test('nothing to throw: returns; problems: an ArgumentError naming the function and the fields', () => {
    expect(() => throwIfArgumentProblems('CatalogEntry.lookup', new Problems())).not.toThrow();
    const p = new Problems();
    p.add('catalogType', 'expected a CatalogType.', { id: 'test:catalog-type', received: 'Team', allowed: 'a CatalogType or its lookup', fix: 'pass the construct.' });
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

describe('Problems.under', () => {
  test('fields inside the prefix, in the same list; under of under; a list index joins without a dot', () => {
    const p = new Problems();
    const restart = p.under('restart');
    restart.required({ after: undefined } as Record<string, unknown>, ['after'], { after: 'a Duration' });
    restart.under('[1]').add('delay', 'is bad.', { id: 'test:bad', fix: 'fix it.' });
    p.under('notify').addRendered('[0]', 'is off.', 'x', { id: 'test:off', fix: 'fix it.' });
    expect(p.list.map((x) => x.field)).toEqual(['restart.after', 'restart[1].delay', 'notify[0]']);
    expect([p.length, restart.length]).toEqual([3, 3]);
  });

  test('merging a list into itself (or its view) adds nothing', () => {
    const p = new Problems();
    p.add('a', 'is bad.', { id: 'test:bad', fix: 'fix it.' });
    p.merge(p);
    p.merge(p.under('x'));
    expect(p.length).toBe(1);
  });
});

describe('secrets and product policy', () => {
  test('sensitive: what was received is described by its kind only', () => {
    const p = new Problems();
    p.add('authentication.password', 'expected a DatabasePassword.', { id: 'test:password', received: 987654321098, sensitive: true, fix: 'pass one.' });
    p.add('apiKey', 'is bad.', { id: 'test:key', received: 'S3cr3t', sensitive: true, fix: 'pass one.' });
    expect(p.list.map((x) => x.received)).toEqual(['a number (not shown: the field is sensitive)', 'a string (not shown: the field is sensitive)']);
  });

  test('errorUnlessAcknowledged: an error at synth, with its id; acknowledged above the construct (before or after it), a warning with the reason', () => {
    const make = () => {
      const app = new App();
      const s = new TerraformStack(app, 's');
      const c = new Construct(s, 'User');
      errorUnlessAcknowledged(c, 'test:literal-password', () => [{ field: 'password', problem: 'is a literal.', fix: 'pass a token, or acknowledge it.' }]);
      return { app, s, c };
    };
    const bare = make();
    expect(errorOf(() => TerrainTesting.synth(bare.s))).toContain('[s/User] [test:literal-password] password: is a literal. Fix: pass a token, or acknowledge it.');
    const acked = make();
    Checks.of(acked.app).acknowledge('test:literal-password', 'a throwaway test cluster');
    TerrainTesting.synth(acked.s);
    expect(TerrainTesting.warnings(acked.s)).toEqual(['s/User: [test:literal-password] password: is a literal. Fix: pass a token, or acknowledge it. Acknowledged: a throwaway test cluster']);
    const none = new TerraformStack(new App(), 's');
    errorUnlessAcknowledged(none, 'test:literal-password', () => []);
    expect(() => TerrainTesting.synth(none)).not.toThrow();
    expect(TerrainTesting.warnings(none)).toEqual([]);
    expect(errorOf(() => errorUnlessAcknowledged(none, 'literal password', () => []))).toBe("errorUnlessAcknowledged: 'literal password' is no id; write '<provider>:<name>', e.g. 'mongodbatlas:literal-password'.");
  });
});

test('errorUnlessAcknowledged with answers: the L1 leaves out the findings of its own rules that say the same; its others stay', () => {
  const { MongodbatlasDatabaseUser } = jest.requireActual('../../../src/generated/mongodbatlas/database-user');
  const { MongodbatlasProvider } = jest.requireActual('../../../src/generated/mongodbatlas/provider');
  const make = (answer: boolean) => {
    const s = new TerraformStack(new App(), 's');
    new MongodbatlasProvider(s, 'p', {});
    const user = new Construct(s, 'U');
    const l1 = new MongodbatlasDatabaseUser(user, 'Default', {
      projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', username: 'app', authDatabaseName: 'admin', password: 'Ledger-2024!', roles: [{ roleName: 'read', databaseName: 'orders' }],
    });
    Checks.of(s).acknowledge('test:literal-password', 'a throwaway test user');
    errorUnlessAcknowledged(user, 'test:literal-password', () => [{ field: 'password', problem: 'is a literal.', fix: 'pass a token.' }],
      answer ? { resource: l1, ruleIds: ['rule:mongodbatlas_database_user/literal-password'] } : undefined);
    TerrainTesting.synth(s);
    return TerrainTesting.warnings(s).map((w) => w.replace(/\] .*/, ']'));
  };
  expect(make(false)).toEqual(expect.arrayContaining(['s/U/Default: [rule:mongodbatlas_database_user/literal-password]', 's/U: [test:literal-password]']));
  expect(make(true).filter((w) => w.includes('literal-password'))).toEqual(['s/U: [test:literal-password]']);
});
