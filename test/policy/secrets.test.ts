/**
 * The secrets pack (Secrets-S1, literal secrets across the four providers) and strict secrets
 * (SecretsPolicy.strict: terrain:literal-secret warnings become errors).
 */
import { TerraformStack, Testing } from 'cdktn';
import { equinix, ibm, incident, mongodbatlas, Policies, SecretsPolicy, TerrainTesting } from '../../src';
import { errorLines } from '../rules/findings';
import { errorOf, LITERAL_SECRET, secret } from '../util';
import { findingsOf, judge } from './util';

const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';
const ALLOWED = 'Allowed: a token: a sensitive TerraformVariable, a reference to a secret store, or an attribute of another resource.';

function finding(path: string, field: string, chars: number): string {
  return `[${path}] [Secrets-S1] ${field}: is sensitive but holds a literal value: it ends up in plain text in cdk.tf.json, in version control and in the state. `
    + `Received: a literal string of ${chars} characters. ${ALLOWED} `
    + `Fix: pass ${field} as new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value (or read it from a secret store) instead of the literal.`;
}

function user(s: TerraformStack, password: string) {
  return new mongodbatlas.MongodbatlasDatabaseUser(s, 'User', {
    projectId: PROJECT, username: 'app', authDatabaseName: 'admin', password, roles: [{ roleName: 'readWrite', databaseName: 'orders' }],
  });
}

describe('Secrets-S1 literal secrets', () => {
  test('non-compliant: providers of all four, a resource, a nested block; the secret never shows', () => {
    const j = judge([new SecretsPolicy()], (s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'atlas', { publicKey: 'public', privateKey: 'hunter2-private' });
      new incident.IncidentProvider(s, 'incident', { apiKey: 'inc_live_123' });
      new ibm.IbmProvider(s, 'ibm', { ibmcloudApiKey: 'ibm-key-0123456789' });
      new equinix.EquinixProvider(s, 'equinix', { clientId: 'id', clientSecret: 'eq-secret' });
      user(s, 'correct horse battery staple');
      new equinix.EquinixFabricConnection(s, 'Dx', {
        name: 'dx',
        type: 'EVPL_VC',
        bandwidth: 50,
        notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
        aSide: { accessPoint: { type: 'COLO', port: { uuid: 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143' }, linkProtocol: { type: 'DOT1Q', vlanTag: 1976 } } },
        zSide: { accessPoint: { type: 'SP', authenticationKey: '123456789012', profile: { type: 'L2_PROFILE', uuid: '69ee618d-be52-468d-bc99-00566f2dd2b9' }, location: { metroCode: 'SV' } } },
      });
    });
    expect(findingsOf(j, 'Secrets-S1')).toEqual([
      finding('test/atlas', 'privateKey', 15),
      finding('test/incident', 'apiKey', 12),
      finding('test/ibm', 'ibmcloudApiKey', 18),
      finding('test/equinix', 'clientSecret', 9),
      finding('test/User', 'password', 28),
      finding('test/Dx', 'zSide.accessPoint.authenticationKey', 12),
    ]);
    expect(j.error).toContain(finding('test/User', 'password', 28));
    for (const word of ['hunter2', 'inc_live', 'correct horse', '123456789012']) expect(j.error).not.toContain(word);
    expect(j.findings.map((f) => f.resource)).toEqual([
      'provider.mongodbatlas', 'provider.incident', 'provider.ibm', 'provider.equinix', 'mongodbatlas_database_user.User', 'equinix_fabric_connection.Dx',
    ]);
  });

  test('non-compliant: a literal set through an override, which the construction-time warning cannot see', () => {
    const j = judge([new SecretsPolicy()], (s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'atlas', {});
      user(s, secret(s, 'pw')).addOverride('password', 'overridden!');
    });
    expect(findingsOf(j, 'Secrets-S1')).toEqual([finding('test/User', 'password', 11)]);
    expect(j.warnings.filter((w) => w.includes('terrain:literal-secret'))).toEqual([]);
  });

  test('compliant: variables, references, an empty string, a provider without secrets', () => {
    const j = judge([new SecretsPolicy()], (s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'atlas', { publicKey: 'public', privateKey: secret(s, 'private') });
      const u = user(s, secret(s, 'pw'));
      new incident.IncidentProvider(s, 'incident', { apiKey: u.password });
      new equinix.EquinixProvider(s, 'equinix', { clientSecret: '' });
    });
    expect(findingsOf(j, 'Secrets-S1')).toEqual([]);
  });
});

describe('SecretsPolicy.strict', () => {
  const warning = `privateKey ${LITERAL_SECRET}`;

  test('turns the literal-secret warnings of its scope into errors, set before the constructs', () => {
    const app = Testing.app();
    const strict = new TerraformStack(app, 'strict');
    const loose = new TerraformStack(app, 'loose');
    SecretsPolicy.strict(strict);
    // (A literal database password is an error anyway: rule:mongodbatlas_database_user/literal-password.)
    for (const s of [strict, loose]) new mongodbatlas.MongodbatlasProvider(s, 'atlas', { privateKey: 'literal-key' });
    expect(errorLines(errorOf(() => Testing.synth(strict, true)))).toEqual([
      `[strict/atlas] [terrain:literal-secret] ${warning} SecretsPolicy.strict('strict') makes this an error.`,
    ]);
    Testing.synth(loose, true);
    expect(TerrainTesting.warnings(loose)).toEqual([`loose/atlas: [terrain:literal-secret] ${warning}`]);
  });

  test('a Secrets-S1 suppression exempts its constructs from strict mode too (a value the schema marks sensitive that is no secret)', () => {
    const app = Testing.app();
    const s = new TerraformStack(app, 'prod');
    SecretsPolicy.strict(app);
    new mongodbatlas.MongodbatlasProvider(s, 'atlas', { privateKey: 'literal-key' });
    Policies.of(s).suppress('Secrets-S1', 'a public test key of the local Atlas emulator', { resources: ['atlas'] });
    expect(() => Testing.synth(s, true)).not.toThrow();
    expect(TerrainTesting.warnings(s)).toEqual([`prod/atlas: [terrain:literal-secret] ${warning}`]);
  });

  test('on the app, after the constructs; without the pack; and a clean stack passes', () => {
    const app = Testing.app();
    const s = new TerraformStack(app, 'prod');
    new mongodbatlas.MongodbatlasProvider(s, 'atlas', { privateKey: 'literal-key' });
    user(s, secret(s, 'pw'));
    SecretsPolicy.strict(app);
    expect(errorLines(errorOf(() => Testing.synth(s, true)))).toEqual([
      `[prod/atlas] [terrain:literal-secret] privateKey ${LITERAL_SECRET} SecretsPolicy.strict(app) makes this an error.`,
    ]);
    expect(Policies.of(app).findings()).toEqual([]);
    const clean = new TerraformStack(app, 'clean');
    new mongodbatlas.MongodbatlasProvider(clean, 'atlas', { privateKey: secret(clean, 'key') });
    expect(() => Testing.synth(clean, true)).not.toThrow();
  });

  test('refuses what is not a construct', () => {
    expect(errorOf(() => SecretsPolicy.strict(undefined as any))).toBe(
      '[SecretsPolicy.strict] scope: expected a construct. Received: undefined. Allowed: a construct: an app, a stack or any construct in them. Fix: pass the construct, e.g. SecretsPolicy.strict(stack) or SecretsPolicy.strict(app).');
  });
});
