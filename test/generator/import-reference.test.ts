/**
 * scripts/spec/import-reference.ts on a small reference written the way the equinix reference is
 * (bare data-source keys, provider arguments under `equinix.`, documented-only lists, lengths).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { importReference } from '../../scripts/spec/import-reference';

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

describe('a scope with a correction table and provenance (the way incident is read)', () => {
  const scope = (over: object = {}) => ({
    providerPrefixes: ['equinix.', 'provider.'],
    enforced: () => false,
    provenance: (key: string) => (key === 'equinix_fabric_connection.type'
      ? { enforcedBy: 'equinix/resource_fabric_connection.go: resourceSchema' }
      : key.startsWith('data.') ? { documentedIn: 'docs/data-sources/fabric_connections.md' } : undefined),
    corrections: {
      value: (key: string) => (key === 'equinix_fabric_connection.type' ? { facts: { allowed: ['EVPL_VC', 'IP_VC', 'EPL_VC'] }, why: 'the API takes EPL_VC too' } : undefined),
      added: ['data.equinix_fabric_connections.outer_operator'],
      schema: [{ type: 'data.equinix_fabric_connections', attribute: 'outer_operator', flags: { optional: false, required: true }, why: 'the provider reads it' }],
    },
    ...over,
  });
  function runWith(allowed: object, s: object) {
    const ref = reference(allowed);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-'));
    try {
      importReference('equinix', ref, out, s as any);
      const read = (f: string) => JSON.parse(fs.readFileSync(path.join(out, 'equinix', f), 'utf8'));
      return { values: read('values.json'), schema: read('schema.json') };
    } finally {
      fs.rmSync(ref, { recursive: true, force: true });
      fs.rmSync(out, { recursive: true, force: true });
    }
  }

  test('corrections replace facts and add keys; provenance makes an entry enforced (enforcedBy) or documented (enforced: false)', () => {
    const { values, schema } = runWith({ 'equinix_fabric_connection.type': ['EVPL_VC', 'IP_VC'] }, scope({
      corrections: { ...scope().corrections, value: (key: string) => (key === 'equinix_fabric_connection.type' ? { facts: { allowed: ['EVPL_VC', 'IP_VC', 'EPL_VC'] }, why: '' } : key === 'data.equinix_fabric_connections.outer_operator' ? { facts: { allowed: ['AND', 'OR'] }, why: '' } : undefined) },
    }));
    expect(values).toEqual({
      'equinix_fabric_connection.type': { allowed: ['EVPL_VC', 'IP_VC', 'EPL_VC'], enforced: true, enforcedBy: 'equinix/resource_fabric_connection.go: resourceSchema' },
      'data.equinix_fabric_connections.outer_operator': { allowed: ['AND', 'OR'], enforced: false, documentedIn: 'docs/data-sources/fabric_connections.md' },
    });
    const attr = schema.provider_schemas['registry.terraform.io/equinix/equinix'].data_source_schemas.equinix_fabric_connections.block.attributes.outer_operator;
    expect(attr).toEqual({ type: 'string', required: true });
  });

  test('a checked fact without provenance stops the import, and so does a correction of an attribute that does not exist', () => {
    expect(() => runWith({ 'equinix_fabric_connection.name': { maxLength: 24 } }, scope({ corrections: undefined })))
      .toThrow('no provenance (enforcedBy or documentedIn) for 1 value facts of equinix: equinix_fabric_connection.name');
    expect(() => runWith({}, scope({ corrections: { schema: [{ type: 'data.equinix_fabric_connections', attribute: 'inner_operator', flags: { optional: true }, why: '' }] } })))
      .toThrow('schema correction for data.equinix_fabric_connections.inner_operator: no such attribute');
  });
});

// The committed spec/incident is exactly what the importer derives from the reference and the
// correction table in scripts/spec/incident-corrections.ts (skipped where the reference is absent).
const REFERENCE = path.join(__dirname, '..', '..', '..', 'shared', 'reference');
(fs.existsSync(path.join(REFERENCE, 'incident', 'schema.json')) ? test : test.skip)('spec/incident is what import-reference derives (with the correction table)', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-'));
  try {
    importReference('incident', REFERENCE, out);
    for (const f of ['schema.json', 'values.json']) {
      expect(fs.readFileSync(path.join(out, 'incident', f), 'utf8')).toEqual(fs.readFileSync(path.join(__dirname, '..', '..', 'spec', 'incident', f), 'utf8'));
    }
    const user = JSON.parse(fs.readFileSync(path.join(out, 'incident', 'schema.json'), 'utf8'))
      .provider_schemas['registry.terraform.io/incident-io/incident'].data_source_schemas.incident_user.block.attributes.id;
    expect(user).toEqual({ optional: true, type: 'string' });
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
