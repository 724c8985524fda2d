import * as path from 'path';
import { Conformance } from '../../../src/index';

const schemaFiles = [path.join(__dirname, '..', '..', 'generator', 'fixtures', 'demo', 'schema.json')];
const valid = { name: 'w', rules: [{ priority: 1 }], listener: [{ port: 1 }] };
const check = (body: any) => Conformance.check({ resource: { demo_widget: { w: body } } }, { schemaFiles });

describe('Conformance.check', () => {
  test('a valid document has no problems', () => {
    expect(check(valid)).toEqual([]);
    expect(check({ ...valid, network: { cidr: 'x' }, settings: { mode: 'm' }, labels: { a: { value: 'v' } }, size: '${var.size}' })).toEqual([]);
  });

  test('unknown attribute', () => {
    expect(check({ ...valid, nmae: 'x' })).toEqual([{ path: 'resource.demo_widget.w.nmae', message: "unknown attribute 'nmae'" }]);
    expect(check({ ...valid, settings: { mode: 'm', modeX: 1 } })).toEqual([{ path: 'resource.demo_widget.w.settings.modeX', message: "unknown attribute 'modeX'" }]);
  });

  test('missing required attribute and block', () => {
    expect(check({ rules: [{}] })).toEqual([
      { path: 'resource.demo_widget.w.rules[0].priority', message: 'required attribute is missing' },
      { path: 'resource.demo_widget.w.name', message: 'required attribute is missing' },
      { path: 'resource.demo_widget.w.listener', message: 'required block is missing (at least 1)' },
    ]);
  });

  test('computed-only attribute that was set', () => {
    expect(check({ ...valid, id: 'x' })).toEqual([{ path: 'resource.demo_widget.w.id', message: 'computed-only attribute must not be set' }]);
  });

  test('wrong type', () => {
    expect(check({ ...valid, size: 'big' })).toEqual([{ path: 'resource.demo_widget.w.size', message: 'wrong type: expected number, got a string' }]);
    expect(check({ ...valid, zones: 'a' })).toEqual([{ path: 'resource.demo_widget.w.zones', message: 'wrong type: expected ["list","string"], got a string' }]);
  });

  test('wrong nesting shape', () => {
    expect(check({ ...valid, settings: [{ mode: 'm' }] })).toEqual([{ path: 'resource.demo_widget.w.settings', message: 'wrong shape: expected an object, got an array' }]);
    expect(check({ ...valid, rules: { priority: 1 } })).toEqual([{ path: 'resource.demo_widget.w.rules', message: 'wrong shape: expected an array, got an object' }]);
    expect(check({ ...valid, labels: [] })).toEqual([{ path: 'resource.demo_widget.w.labels', message: 'wrong shape: expected a map (object), got an array' }]);
  });

  test('too many items', () => {
    expect(check({ ...valid, network: [{ cidr: 'a' }, { cidr: 'b' }] })).toEqual([{ path: 'resource.demo_widget.w.network', message: 'too many items: 2, at most 1 allowed' }]);
  });

  test('unknown types of a known provider are reported; types of providers without a schema are reported unless ignored', () => {
    expect(Conformance.check({ resource: { demo_gadget: { g: {} }, aws_s3_bucket: { b: {} } }, provider: { aws: [{}] } }, { schemaFiles })).toEqual([
      { path: 'resource.demo_gadget', message: "unknown resource type 'demo_gadget'" },
      {
        path: 'resource.aws_s3_bucket',
        message: "no schema is loaded for provider 'aws', so resource type 'aws_s3_bucket' cannot be checked. Pass its schema (terraform providers schema -json) in schemaFiles, or name it in ignoreProviders. Loaded: demo",
      },
      {
        path: 'provider.aws',
        message: "no schema is loaded for provider 'aws', so provider 'aws' cannot be checked. Pass its schema (terraform providers schema -json) in schemaFiles, or name it in ignoreProviders. Loaded: demo",
      },
    ]);
    expect(Conformance.check({ resource: { aws_s3_bucket: { b: {} } }, provider: { aws: [{}] } }, { schemaFiles, ignoreProviders: ['aws'] })).toEqual([]);
  });

  test("Terraform's own types (terraform_remote_state, terraform_data) are Terraform's to judge: no schema is needed", () => {
    const doc = { data: { terraform_remote_state: { shared: { backend: 'local', config: { path: 'x' } } } }, resource: { terraform_data: { d: { input: 'x' } } } };
    expect(Conformance.check(doc)).toEqual([]);
    expect(Conformance.check(doc, { schemaFiles })).toEqual([]);
    // Only those: another type of a provider named terraform is no built-in one.
    expect(Conformance.check({ resource: { terraform_other: { o: {} } } })[0].message).toMatch(/^no schema is loaded for provider 'terraform'/);
  });

  test('the built-in schema facts cover the four providers', () => {
    const doc = { resource: { mongodbatlas_advanced_cluster: { c: { project_id: 'p', name: 'n', cluster_type: 'REPLICASET', replication_specs: [{ region_configs: [{ priority: 7, provider_name: 'AWS', region_name: 'US_EAST_1' }] }], nmae: 'x' } } } };
    expect(Conformance.check(doc)).toEqual([{ path: 'resource.mongodbatlas_advanced_cluster.c.nmae', message: "unknown attribute 'nmae'" }]);
    expect(Conformance.check({ data: { incident_catalog_type: { t: { name: 'x' } } }, provider: { ibm: [{ region: 'us-south' }], equinix: [{ client_id: 'c' }] } })).toEqual([]);
    expect(Conformance.check({ resource: { null_resource: { n: {} } } })[0].message).toMatch(/^no schema is loaded for provider 'null'.*Loaded: equinix, ibm, incident, mongodbatlas$/);
  });

  test('provider blocks are checked, alias allowed', () => {
    expect(Conformance.check({ provider: { demo: [{ alias: 'x', endpoint: 'e', token: 't' }] } }, { schemaFiles })).toEqual([
      { path: 'provider.demo[0].token', message: "unknown attribute 'token'" },
    ]);
  });

  test('assertConforms lists every problem', () => {
    expect(() => Conformance.assertConforms({ resource: { demo_widget: { w: { ...valid, id: 'x', size: 'big' } } } }, { schemaFiles })).toThrow(
      'The synthesized document does not conform to the provider schemas (2 problem(s)):\n'
      + '  - resource.demo_widget.w.id: computed-only attribute must not be set\n'
      + '  - resource.demo_widget.w.size: wrong type: expected number, got a string');
  });
});
