/**
 * Where the provider (mongodb/mongodbatlas v2.16.0, commit 08aab405) or the Atlas Admin API it
 * ships the spec of enforces a rule, and where only documentation states one: the paths the type
 * rules and the L2s' prop rules cite, in one place. Not part of the public API.
 */

/** The Atlas Admin API spec the provider ships (its enums, bounds and "requires" statements). */
export const API_SPEC = 'tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml';
/** The same spec before flattening: it keeps the per-alert-kind and per-provider schemas. */
export const RAW_API_SPEC = 'tools/codegen/atlasapispec/raw-multi-version-api-spec.yml';

/** The provider's documentation page of a resource, e.g. `docs/resources/advanced_cluster.md`. */
export function docs(resource: string): string {
  return `docs/resources/${resource}.md`;
}
