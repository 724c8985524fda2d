/**
 * scripts/spec/import-reference.ts on a small reference written the way the equinix reference is
 * (bare data-source keys, provider arguments under `equinix.`, documented-only lists, lengths).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { importReference } from '../../scripts/spec/import-reference';
import { applyProvenance } from '../../scripts/spec/value-provenance';

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
          equinix_fabric_connections: { block: { attributes: { outer_operator: attr('string') } } },
        },
      },
    },
  }));
  fs.writeFileSync(path.join(dir, 'allowed-values.json'), JSON.stringify(allowed));
  return root;
}

function run(allowed: object) {
  const ref = reference(allowed);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-'));
  try {
    importReference('equinix', ref, out);
    return JSON.parse(fs.readFileSync(path.join(out, 'equinix', 'values.json'), 'utf8'));
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

test('values the reference lists as documented only are marked as not enforced by the provider', () => {
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
    applyProvenance('mongodbatlas', values);
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
