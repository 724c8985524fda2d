import { API_SPEC, docs, RAW_API_SPEC } from '../../../src/facts/mongodbatlas/provenance';

test('the API specs the provider ships, by their path in the provider repository', () => {
  expect(API_SPEC).toBe('tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml');
  expect(RAW_API_SPEC).toBe('tools/codegen/atlasapispec/raw-multi-version-api-spec.yml');
});

test("docs: a resource's documentation page, by its name without the provider prefix", () => {
  expect(docs('advanced_cluster')).toBe('docs/resources/advanced_cluster.md');
});
