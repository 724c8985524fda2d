/**
 * Custom policy rules and production matchers are the user's code, and may quote what they read:
 * a secret never reaches a finding, the console, policy-report.json, the SARIF report or
 * manifest.json through them. A finding on a field the schema marks sensitive shows no value; a
 * rule or matcher that throws is told by the class of its error and where it was thrown; what a
 * rule returned instead of violations is described by its kind.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import { Checks, CustomPolicyPack, IPolicyRule, mongodbatlas, Policies, PolicyLevel, PolicyResource } from '../../src';

const SECRET = 'hunter2-Secret-42';
const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';

function rule(id: string, evaluate: (r: PolicyResource) => any): IPolicyRule {
  return {
    id, level: PolicyLevel.WARNING, summary: 's', explanation: 'e', fix: 'fix it.', resourceTypes: ['mongodbatlas_database_user'], evaluate,
  };
}

/** Synthesizes one user with a literal password under the pack; returns what was printed and written. */
function run(rules: IPolicyRule[], matcherThrows = false) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'redaction-'));
  const app = new App({ outdir });
  Policies.of(app).add(new CustomPolicyPack({
    packName: 'Platform',
    rules,
    ...(matcherThrows ? { production: { isProduction: (labels: Record<string, string>) => { throw new Error(`no match for ${JSON.stringify(labels)}`); } } } : {}),
  }));
  const s = new TerraformStack(app, 'prod');
  Checks.of(s).acknowledge('rule:mongodbatlas_database_user/literal-password', 'the test needs a literal to look for');
  new mongodbatlas.MongodbatlasProvider(s, 'atlas', {});
  new mongodbatlas.MongodbatlasDatabaseUser(s, 'User', {
    projectId: PROJECT,
    username: 'app',
    authDatabaseName: 'admin',
    roles: [{ roleName: 'read', databaseName: 'admin' }],
    password: SECRET,
    labels: [{ key: 'environment', value: SECRET }],
  });
  const printed: string[] = [];
  const write = process.stderr.write;
  const quiet = process.env.TERRAIN_CONSTRUCTS_QUIET;
  delete process.env.TERRAIN_CONSTRUCTS_QUIET;
  process.stderr.write = ((chunk: string) => { printed.push(String(chunk)); return true; }) as typeof process.stderr.write;
  try {
    app.synth();
  } finally {
    process.stderr.write = write;
    process.env.TERRAIN_CONSTRUCTS_QUIET = quiet;
  }
  const dir = path.join(outdir, 'stacks', 'prod');
  const files = ['policy-report.json', 'policy-report.sarif'].map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  const manifest = fs.readFileSync(path.join(outdir, 'manifest.json'), 'utf8');
  return { findings: Policies.of(app).findings(), printed: printed.join(''), files, manifest };
}

/** Everything a secret must not reach. */
function expectNoSecret(r: ReturnType<typeof run>) {
  for (const text of [JSON.stringify(r.findings), r.printed, ...r.files, r.manifest]) expect(text).not.toContain('hunter2');
}

const at = (text: string) => text.replace(/(test\/policy\/secrets-redaction\.test\.ts):\d+:\d+/g, '$1:<line>:<col>');

describe('no secret reaches the policy reports', () => {
  test('a finding on a sensitive field shows no value, whatever the rule wrote', () => {
    const r = run([rule('Platform-S1', (res) => [{ field: 'password', problem: 'is a literal.', received: `'${res.input.password}'` }])]);
    expect(r.findings.map((f) => f.message)).toEqual(['password: is a literal. Received: a value (not shown: the field is sensitive). Fix: fix it.']);
    expectNoSecret(r);
  });

  test('a rule that throws: its class and place, not its message', () => {
    const r = run([rule('Platform-S2', (res) => { throw new Error(`bad password ${res.input.password}`); })]);
    expect(r.findings.map((f) => at(f.message))).toEqual([
      '(input): could not be evaluated: the rule threw an Error at test/policy/secrets-redaction.test.ts:<line>:<col> (its message is not shown: it may quote the input). '
      + 'This is a bug in the custom rule Platform-S2. '
      + "Fix: make evaluate of Platform-S2 return a list of violations ({ field, problem }) for any input; meanwhile suppress Platform-S2 on 'prod/User' with a reason.",
    ]);
    expectNoSecret(r);
  });

  test('a rule that returns its input, or a secret, instead of violations', () => {
    const r = run([
      rule('Platform-S3', (res) => res.input),
      rule('Platform-S4', (res) => [res.input.password]),
      rule('Platform-S5', (res) => [{ field: 'username', problem: res.input.password.length > 0 ? 'ok.' : 'no.', allowed: res.input.labels }]),
    ]);
    expect(r.findings.map((f) => f.message.split('. Fix:')[0])).toEqual([
      '(input): could not be evaluated: evaluate returned an object, not a list of violations. This is a bug in the custom rule Platform-S3',
      '(input): could not be evaluated: evaluate returned a violation (item 0) that is a string, not an object with field and problem. This is a bug in the custom rule Platform-S4',
      '(input): could not be evaluated: evaluate returned a violation (item 0) whose allowed is a list, not a string. This is a bug in the custom rule Platform-S5',
    ]);
    expectNoSecret(r);
  });

  test('a production matcher that throws: its class and place, not the labels it quotes', () => {
    const r = run([rule('Platform-S6', (res) => (res.production ? [] : []))], true);
    expect(r.findings.map((f) => at(f.message))).toEqual([
      "(input): could not be evaluated: the Platform pack's production matcher threw an Error at test/policy/secrets-redaction.test.ts:<line>:<col>. "
      + 'Fix: make isProduction(labels) of the matcher return true or false for any labels.',
    ]);
    expectNoSecret(r);
  });
});
