/**
 * scripts/spec/import-reference.ts on a small reference written the way the equinix reference is
 * (bare data-source keys, provider arguments under `equinix.`, documented-only lists, lengths); its
 * provenance and correction tables; and the real spec/equinix and spec/ibm, which must be exactly
 * what the import makes of the shared reference (so a new import keeps every provenance and
 * correction).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { importReference, Scope } from '../../scripts/spec/import-reference';
import { applyProvenance } from '../../scripts/spec/value-provenance';

const ROOT = path.join(__dirname, '..', '..');
const SHARED_REFERENCE = path.join(ROOT, '..', 'shared', 'reference');

function reference(allowed: object) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ref-'));
  const dir = path.join(root, 'equinix');
  fs.mkdirSync(dir);
  const attr = (type: string) => ({ type, optional: true });
  fs.writeFileSync(path.join(dir, 'schema.json'), JSON.stringify({
    format_version: '1.0',
    provider_schemas: {
      'registry.terraform.io/equinix/equinix': {
        provider: { block: { attributes: { request_timeout: attr('number') } } },
        resource_schemas: {
          equinix_fabric_connection: { block: { attributes: { name: attr('string'), type: attr('string') } } },
          equinix_metal_device: { block: { attributes: { plan: attr('string') } } },
        },
        data_source_schemas: {
          equinix_fabric_connections: { block: { attributes: { outer_operator: attr('string'), uuid: { type: 'string', computed: true } } } },
        },
      },
    },
  }));
  fs.writeFileSync(path.join(dir, 'allowed-values.json'), JSON.stringify(allowed));
  return root;
}

/** The equinix way of reading a reference, without its provenance and correction tables. */
const BASIC: Scope = {
  resources: (n) => !n.startsWith('equinix_metal_'),
  dataSources: (n) => !n.startsWith('equinix_metal_'),
  providerPrefixes: ['equinix.', 'provider.'],
  enforced: (k) => k !== 'equinix_fabric_connections.filter.operator',
};

function run(allowed: object, scope: Scope | undefined = BASIC, file: 'values.json' | 'schema.json' = 'values.json') {
  const ref = reference(allowed);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-'));
  try {
    importReference('equinix', ref, out, scope);
    return JSON.parse(fs.readFileSync(path.join(out, 'equinix', file), 'utf8'));
  } finally {
    fs.rmSync(ref, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
}

test('keys are normalised to <type>, data.<type> and provider; lengths, bounds and enforcement are kept', () => {
  expect(run({
    'equinix.request_timeout': { min: 1 },
    'equinix_fabric_connection.name': { minLength: 1, maxLength: 24 },
    'equinix_fabric_connection.type': ['EVPL_VC', 'IP_VC'],
    'equinix_fabric_connections.outer_operator': ['AND', 'OR'],
    'equinix_metal_device.plan': ['c3.small.x86'],
  })).toEqual({
    'provider.request_timeout': { min: 1 },
    'equinix_fabric_connection.name': { minLength: 1, maxLength: 24 },
    'equinix_fabric_connection.type': { allowed: ['EVPL_VC', 'IP_VC'], enforced: true },
    'data.equinix_fabric_connections.outer_operator': { allowed: ['AND', 'OR'], enforced: true },
    // equinix_metal_device is out of scope (removed in provider 5.0.0): dropped, not an error.
  });
});

test('values the scope reads as documented only are marked as not enforced by the provider', () => {
  expect(run({
    'equinix_fabric_connections.outer_operator': ['AND', 'OR'],
    'equinix_fabric_connections.filter.operator': ['=', '!='],
  })).toEqual({
    'data.equinix_fabric_connections.outer_operator': { allowed: ['AND', 'OR'], enforced: true },
    'data.equinix_fabric_connections.filter.operator': { allowed: ['=', '!='], enforced: false },
  });
});

test('a key for a type the reference does not have is an error, not a silent drop', () => {
  expect(() => run({ 'equinix_fabric_conection.name': ['x'] })).toThrow("allowed-values.json: key for unknown type 'equinix_fabric_conection'");
});

describe('provenance and correction tables', () => {
  const scope: Scope = {
    ...BASIC,
    provenance: (k) => ({
      'provider.request_timeout': { enforcedBy: 'equinix/provider.go: Provider (request_timeout validation.IntAtLeast(1))' },
      'data.equinix_fabric_connections.outer_operator': { enforcedBy: 'internal/resources/fabric/connection/datasources_schema.go: outer_operator' },
      'data.equinix_fabric_connections.filter.operator': { documentedIn: 'internal/resources/fabric/connection/datasources_schema.go: filter.operator description' },
    } as Record<string, any>)[k],
    corrections: {
      value: (k) => (k === 'data.equinix_fabric_connections.filter.operator' ? { facts: { allowed: ['=', '!=', 'ILKE'] }, why: 'the API enum has ILKE' } : undefined),
      schema: [{ type: 'data.equinix_fabric_connections', attribute: 'uuid', flags: { optional: true, computed: false }, why: 'the provider reads it' }],
    },
  };

  test('enforcedBy keeps a fact an error; documentedIn makes it a warning; a correction replaces the facts', () => {
    expect(run({
      'equinix.request_timeout': { min: 1 },
      'equinix_fabric_connections.outer_operator': ['AND', 'OR'],
      'equinix_fabric_connections.filter.operator': ['=', '!='],
    }, scope)).toEqual({
      'provider.request_timeout': { min: 1, enforcedBy: 'equinix/provider.go: Provider (request_timeout validation.IntAtLeast(1))' },
      'data.equinix_fabric_connections.outer_operator': { allowed: ['AND', 'OR'], enforced: true, enforcedBy: 'internal/resources/fabric/connection/datasources_schema.go: outer_operator' },
      'data.equinix_fabric_connections.filter.operator': { allowed: ['=', '!=', 'ILKE'], enforced: false, documentedIn: 'internal/resources/fabric/connection/datasources_schema.go: filter.operator description' },
    });
  });

  test('a checked fact without provenance stops the import', () => {
    expect(() => run({ 'equinix_fabric_connection.name': { minLength: 1, maxLength: 24 } }, scope))
      .toThrow('no provenance (enforcedBy or documentedIn) for 1 value facts of equinix: equinix_fabric_connection.name');
  });

  test('a schema correction fixes the flags of one attribute (an argument the reference prints as read-only)', () => {
    const schema = run({}, scope, 'schema.json');
    const ds = schema.provider_schemas['registry.terraform.io/equinix/equinix'].data_source_schemas.equinix_fabric_connections;
    expect(ds.block.attributes.uuid).toEqual({ type: 'string', optional: true });
    const bad: Scope = { ...scope, corrections: { schema: [{ type: 'data.equinix_fabric_connections', attribute: 'uid', flags: { optional: true }, why: '' }] } };
    expect(() => run({}, bad, 'schema.json')).toThrow('schema correction for data.equinix_fabric_connections.uid: no such attribute');
  });
});

describe.each(['equinix', 'ibm', 'incident'])('spec/%s', (provider) => {
  const available = fs.existsSync(path.join(SHARED_REFERENCE, provider, 'schema.json'));
  (available ? test : test.skip)('is what the import makes of the shared reference (provenance and corrections included)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-'));
    try {
      importReference(provider, SHARED_REFERENCE, out);
      for (const file of ['schema.json', 'values.json']) {
        expect(fs.readFileSync(path.join(out, provider, file), 'utf8')).toEqual(fs.readFileSync(path.join(ROOT, 'spec', provider, file), 'utf8'));
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('value provenance (scripts/spec/value-provenance.ts)', () => {
  test('enforcedBy clears enforced: false, documentedIn sets it, a corrected list replaces the reference\'s', () => {
    const values: Record<string, any> = {
      'mongodbatlas_advanced_cluster.cluster_type': { allowed: ['REPLICASET'], enforced: false },
      'mongodbatlas_advanced_cluster.bi_connector_config.read_preference': { allowed: ['primary'], enforced: false },
      'mongodbatlas_cloud_backup_schedule.copy_settings.frequencies': { allowed: ['HOURLY'], enforced: false },
    };
    const all = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'spec', 'mongodbatlas', 'values.json'), 'utf8'));
    // The table covers every key of the committed values.json that has a checked fact; give the rest.
    for (const k of Object.keys(all)) values[k] ??= { ...all[k] };
    // ... and the facts it drops, which the committed values.json no longer has.
    const dropped = 'mongodbatlas_backup_compliance_policy.policy_item_weekly.frequency_interval';
    for (const item of ['daily', 'weekly', 'monthly', 'yearly']) values[`mongodbatlas_backup_compliance_policy.policy_item_${item}.frequency_interval`] = { allowed: { min: 1, max: 7 }, enforced: false };
    applyProvenance('mongodbatlas', values);
    // A refuted fact is dropped: the provider's acceptance test applies 0, which the API ignores.
    expect(values[dropped]).toBeUndefined();
    expect(values['mongodbatlas_advanced_cluster.cluster_type']).toEqual({ allowed: ['REPLICASET'], enforced: true, enforcedBy: expect.stringContaining('ClusterDescription20240805.clusterType') });
    expect(values['mongodbatlas_advanced_cluster.bi_connector_config.read_preference']).toEqual({ allowed: ['primary'], enforced: false, documentedIn: 'docs/resources/advanced_cluster.md' });
    expect(values['mongodbatlas_cloud_backup_schedule.copy_settings.frequencies'].allowed).toEqual(['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'ON_DEMAND']);
  });

  test('provenance for a key the reference does not have is an error', () => {
    expect(() => applyProvenance('mongodbatlas', {})).toThrow("has provenance for 'data.mongodbatlas_alert_configuration.output.type', which the reference does not have");
  });

  const shared = path.join(__dirname, '..', '..', '..', 'shared', 'reference');
  (fs.existsSync(path.join(shared, 'mongodbatlas')) ? test : test.skip)('the committed spec/mongodbatlas/values.json is what the reference and the provenance table give', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-'));
    try {
      importReference('mongodbatlas', shared, out);
      const read = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'mongodbatlas', 'values.json'), 'utf8'));
      expect(read(out)).toEqual(read(path.join(__dirname, '..', '..', 'spec')));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
