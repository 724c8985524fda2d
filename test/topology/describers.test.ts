import { PROVIDERS } from '../../src/generated/providers';
import { DESCRIBERS } from '../../src/topology/describers';
import { Diagram, TfDocument } from '../../src/topology/model';

test('one describer per provider of this package, each named after its provider', () => {
  expect(DESCRIBERS.map((d) => d.provider).sort()).toEqual(PROVIDERS.map((p) => p.name).sort());
});

test.each(DESCRIBERS.map((d) => [d.provider, d]))('the %s describer draws nothing for a document without its resources', (_name, describer) => {
  const d = new Diagram();
  describer.describe(new TfDocument({ resource: { aws_s3_bucket: { b: {} } } }), d);
  expect([d.nodes.size, d.groups.size, d.edges.length]).toEqual([0, 0, 0]);
});
