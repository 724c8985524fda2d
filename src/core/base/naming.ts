/**
 * The one conversion from Terraform names to TypeScript names, shared by the generator
 * (`scripts/gen`), the L1 runtime (which maps a config key back to its Terraform name) and the
 * type rules (which show Terraform paths in the construct's words). When they disagreed, a name
 * such as `_id` or `Foo_bar` was generated as one property and looked up as another.
 *
 * Nothing in this file is part of the public API.
 */

/**
 * `region_configs` -> `regionConfigs`, `_id` -> `id`, `Foo_bar` -> `fooBar`, `ipv4-cidr` -> `ipv4Cidr`:
 * split at underscores and hyphens, drop empty parts, lower-case the first letter of the first part
 * and upper-case the first letter of each other part. Letters inside a part are kept as they are.
 */
export function camelCase(tfName: string): string {
  const parts = tfName.split(/[_-]+/).filter((p) => p.length > 0);
  return parts.map((p, i) => (i === 0 ? p.charAt(0).toLowerCase() + p.slice(1) : p.charAt(0).toUpperCase() + p.slice(1))).join('');
}

/** `mongodbatlas_advanced_cluster` -> `MongodbatlasAdvancedCluster` */
export function pascalCase(tfName: string): string {
  const c = camelCase(tfName);
  return c.charAt(0).toUpperCase() + c.slice(1);
}
