import { App, TerraformStack, Testing } from 'cdktn';
import { answeredByOwner, answerLiteralSecret, appendInput, Construct, keyValues, renderedInputOf, renderedInputsOf, renderedLater, setInput, trySetInput } from '../../../src/core/l2';
import { IbmAppConfigFeature } from '../../../src/generated/ibm/app-config-feature';
import { MongodbatlasCustomDbRole } from '../../../src/generated/mongodbatlas/custom-db-role';
import { MongodbatlasDatabaseUser } from '../../../src/generated/mongodbatlas/database-user';
import { errorOf } from '../../util';

describe('inputs', () => {
  test('setInput renders like the constructor and throws what the L1 rejects; trySetInput returns it', () => {
    const s = new TerraformStack(new App(), 's');
    const role = new MongodbatlasCustomDbRole(s, 'r', { projectId: 'p', roleName: 'a' });
    setInput(role, 'inheritedRoles', [{ roleName: 'read', databaseName: 'orders' }]);
    expect(JSON.parse(Testing.synth(s)).resource.mongodbatlas_custom_db_role.r.inherited_roles).toEqual([{ role_name: 'read', database_name: 'orders' }]);
    expect(errorOf(() => setInput(role, 'roleName', 3))).toBe('[s/r] roleName: expected a string. Received: 3. Allowed: a string.');
    expect(trySetInput(role, 'roleName', 3).map((p) => p.problem)).toEqual(['expected a string.']);
  });

  test('appendInput renders one more block at its index, the first makes the list; a rejected item changes nothing; no list of blocks is refused', () => {
    const s = new TerraformStack(new App(), 's');
    const f = new IbmAppConfigFeature(s, 'f', { guid: 'g', environmentId: 'e', featureId: 'x', name: 'x', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false' });
    appendInput(f, 'segmentRules', { rules: [{ segments: ['a'] }], value: 'true', order: 1, rolloutPercentage: 100 });
    appendInput(f, 'segmentRules', { rules: [{ segments: ['b'] }], value: 'false', order: 2, rolloutPercentage: 50 });
    expect(errorOf(() => appendInput(f, 'segmentRules', { rules: [{ segments: ['c'] }], value: 'true', order: 'three' }))).toBe(
      '[s/f] segmentRules[2].order: expected a number. Received: "three". Allowed: a number.');
    expect(JSON.parse(Testing.synth(s)).resource.ibm_app_config_feature.f.segment_rules).toEqual([
      { rules: [{ segments: ['a'] }], value: 'true', order: 1, rollout_percentage: 100 },
      { rules: [{ segments: ['b'] }], value: 'false', order: 2, rollout_percentage: 50 },
    ]);
    expect(() => appendInput(f, 'name', 'y')).toThrow("appendInput: 'name' of s/f is no list of blocks.");
    expect(() => appendInput(f, 'nope', {})).toThrow("appendInput: s/f has no generated input 'nope'.");
  });

  test('renderedInputOf and renderedInputsOf read what an L1 renders, by Terraform name; nothing of other constructs', () => {
    const s = new TerraformStack(new App(), 's');
    const f = new IbmAppConfigFeature(s, 'f', { guid: 'g', environmentId: 'e', featureId: 'x', name: 'x', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false' });
    expect([renderedInputOf(f, 'feature_id'), renderedInputOf(f, 'description'), renderedInputOf(s, 'x')]).toEqual(['x', undefined, undefined]);
    expect(renderedInputsOf(f)).toEqual({ guid: 'g', environment_id: 'e', feature_id: 'x', name: 'x', type: 'BOOLEAN', enabled_value: 'true', disabled_value: 'false' });
    expect(renderedInputsOf(s)).toEqual({});
  });

  test('renderedLater stands for a required input set later, and renders nothing until then', () => {
    const s = new TerraformStack(new App(), 's');
    const user = new MongodbatlasDatabaseUser(s, 'u', { projectId: 'p', username: 'u', authDatabaseName: 'admin', roles: renderedLater() });
    expect(JSON.parse(Testing.synth(s)).resource.mongodbatlas_database_user.u.roles).toBeUndefined();
    setInput(user, 'roles', [{ roleName: 'read', databaseName: 'orders' }]);
    expect(JSON.parse(Testing.synth(s)).resource.mongodbatlas_database_user.u.roles).toEqual([{ role_name: 'read', database_name: 'orders' }]);
  });

  test('keyValues renders a map by key, whatever order it was written in; nothing for none', () => {
    expect(keyValues({ team: 'orders', env: 'prod' })).toEqual([{ key: 'env', value: 'prod' }, { key: 'team', value: 'orders' }]);
    expect([keyValues({}), keyValues(undefined), keyValues(null as any)]).toEqual([undefined, undefined, undefined]);
  });

  test('answerLiteralSecret: the answered field of the owner\'s L1 does not warn; the same literal in another L1 does', () => {
    const { TerrainTesting } = jest.requireActual('../../../src');
    const s = new TerraformStack(new App(), 's');
    const owner = new Construct(s, 'Owner');
    answerLiteralSecret(owner, 'Default', 'password', 'a throwaway password of a test');
    const config = { projectId: 'p', username: 'u', authDatabaseName: 'admin', password: 'hunter2', roles: [{ roleName: 'read', databaseName: 'orders' }] };
    new MongodbatlasDatabaseUser(owner, 'Default', config);
    expect(TerrainTesting.warnings(s)).toEqual([]);
    new MongodbatlasDatabaseUser(owner, 'Other', config);
    expect(TerrainTesting.warnings(s)).toEqual([
      's/Owner/Other: [terrain:literal-secret] password is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
      + "Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
    ]);
  });
});

test('answeredByOwner: the L1 leaves out the findings its owner answers; its others stay', () => {
  const { IncidentCatalogEntries } = jest.requireActual('../../../src/generated/incident/catalog-entries');
  const { IncidentProvider } = jest.requireActual('../../../src/generated/incident/provider');
  const { TerrainTesting } = jest.requireActual('../../../src');
  const warnings = (answer: boolean) => {
    const s = new TerraformStack(new App(), 's');
    new IncidentProvider(s, 'p', {});
    const l1 = new IncidentCatalogEntries(s, 'E', { id: '01HN28JT97KB6CQ643DZVMXXQK', entries: {} });
    if (answer) answeredByOwner(l1, ['rule:incident_catalog_entries/empty-entries']);
    TerrainTesting.synth(s);
    return TerrainTesting.warnings(s).map((w: string) => w.replace(/\] .*/, ']'));
  };
  expect(warnings(false)).toEqual(['s/E: [rule:incident_catalog_entries/empty-entries]']);
  expect(warnings(true)).toEqual([]);
});
