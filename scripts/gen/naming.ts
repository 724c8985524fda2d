/**
 * Names: Terraform snake_case to TypeScript, and the escape table for names that jsii, the
 * jsii target languages or the cdktn base classes do not allow.
 *
 * Rules
 * - A property is the camelCase of its Terraform name, never pluralised: `region_configs` stays
 *   `regionConfigs`, `policy_item_hourly` stays `policyItemHourly`.
 * - A class or struct is the PascalCase of its Terraform type, plus the PascalCase of each
 *   segment of the path to a nested type: `MongodbatlasAdvancedClusterReplicationSpecs`.
 * - Escapes (the only renames the generator makes on its own):
 *   - names that collide with members of the cdktn base classes or of `Construct`, and words
 *     reserved in jsii or its target languages, get the suffix `Attribute`
 *     (`node` -> `nodeAttribute`, `count` -> `countAttribute`, `default` -> `defaultAttribute`);
 *   - `getFoo` becomes `fetchFoo` (jsii forbids `get` prefixes, which clash with Java getters);
 *   - `equals` becomes `equalTo`.
 *   Names jsii accepts, such as `type` or `name`, stay as they are.
 * - Anything else that would collide stops generation; the fix is an explicit `"name"` for the
 *   attribute in `spec/<provider>/overlay.json`. The generator never appends a silent suffix.
 */

// One conversion for the generator and the runtime (src/core/base/naming.ts).
import { camelCase, pascalCase } from '../../src/core/base/naming';

export { camelCase, pascalCase };

export function kebabCase(snake: string): string {
  return snake.replace(/_/g, '-');
}

/**
 * Members of `TerraformResource`, `TerraformDataSource`, `TerraformProvider`, `TerraformElement`
 * and `Construct`, plus the meta-argument keys every config struct inherits from
 * `TerraformMetaArguments`.
 */
export const BASE_CLASS_MEMBERS: ReadonlySet<string> = new Set([
  'node', 'count', 'provider', 'lifecycle', 'dependsOn', 'forEach', 'provisioners', 'connection',
  'fqn', 'friendlyUniqueId', 'terraformResourceType', 'terraformGeneratorMetadata', 'terraformMetaArguments',
  'terraformProviderSource', 'rawOverrides', 'cdktfStack', 'stack', 'alias', 'metaAttributes',
  'importFrom', 'moveTo', 'moveToId', 'moveFromId', 'addMoveTarget', 'hasResourceMove', 'addOverride',
  'overrideLogicalId', 'resetOverrideLogicalId', 'toTerraform', 'toHclTerraform', 'toMetadata', 'toString',
  'interpolationForAttribute', 'constructNodeMetadata', 'tfResourceType', 'generateConfigForImport',
  // ComplexObject / ComplexList members (output references)
  'resolve', 'creationStack', 'computeFqn', 'terraformResource', 'terraformAttribute', 'wrapsSet',
  'complexObjectIndex', 'complexObjectIsFromSet', 'interpolationAsList', 'allWithMapKey',
]);

/**
 * Words that jsii rejects or that its target languages (Java, C#, Python, Go) reserve, which
 * plausibly appear as Terraform attribute names. `type` is absent on purpose: jsii accepts it, and
 * so is `delete` (reserved in JavaScript only, where it is a valid property name; timeouts use it).
 */
export const RESERVED_WORDS: ReadonlySet<string> = new Set([
  'abstract', 'and', 'as', 'assert', 'async', 'await', 'boolean', 'break', 'build', 'byte', 'case',
  'catch', 'char', 'class', 'const', 'continue', 'def', 'default', 'del', 'do', 'double',
  'elif', 'else', 'enum', 'except', 'export', 'extends', 'false', 'final', 'finally', 'float', 'for',
  'from', 'function', 'global', 'goto', 'if', 'implements', 'import', 'in', 'instanceof', 'int',
  'interface', 'is', 'lambda', 'let', 'long', 'native', 'new', 'nonlocal', 'not', 'null', 'or',
  'package', 'pass', 'private', 'protected', 'public', 'raise', 'return', 'self', 'short', 'static',
  'strictfp', 'super', 'switch', 'synchronized', 'system', 'this', 'throw', 'throws', 'transient',
  'true', 'try', 'typeof', 'var', 'void', 'volatile', 'while', 'with', 'yield',
]);

export interface EscapedName {
  readonly name: string;
  /** Why it was renamed, for the docs; undefined when unchanged. */
  readonly reason?: string;
}

/** The TypeScript property name for a Terraform attribute name. */
export function propertyName(tfName: string): EscapedName {
  const c = camelCase(tfName);
  if (/^get[A-Z0-9]/.test(c)) return { name: 'fetch' + c.slice(3), reason: 'jsii forbids names that start with `get`' };
  if (c === 'equals') return { name: 'equalTo', reason: 'jsii forbids `equals`' };
  if (BASE_CLASS_MEMBERS.has(c)) return { name: c + 'Attribute', reason: `\`${c}\` is a member of the cdktn base classes` };
  if (RESERVED_WORDS.has(c)) return { name: c + 'Attribute', reason: `\`${c}\` is reserved in jsii or one of its target languages` };
  return { name: c };
}
