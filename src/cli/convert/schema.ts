/**
 * What `convert` knows of the Terraform types this library generates: which provider a type
 * belongs to, the L1 class and its input description (the same `Struct` the L1 renders with, read
 * from a probe instance through `describedBy`), and the getters of its attributes. Not part of the
 * jsii API.
 */
import { App, TerraformStack } from 'cdktn';
import { camelCase, pascalCase } from '../../core/base/naming';
import { SchemaFacts } from '../../core/base/schema-facts';
import { byName, byTf, Field, nameOf, Struct } from '../../core/runtime/descriptors';
import { describedBy } from '../../core/runtime/l1-runtime';
import { GeneratedProvider, PROVIDERS } from '../../generated/providers';

/** A generated type (resource, data source or provider configuration) as convert writes it. */
export interface TypeInfo {
  readonly provider: GeneratedProvider;
  /** `MongodbatlasAdvancedCluster`, `DataMongodbatlasProject`, `MongodbatlasProvider`. */
  readonly className: string;
  /** The input description of the L1. */
  readonly struct: Struct;
  /** Attribute name -> [the getter's name, the attribute's cty type], for references. */
  readonly getters: ReadonlyMap<string, readonly [string, unknown]>;
}

export type Kind = 'resource' | 'data' | 'provider';

const META = new Set(['dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'provisioners', 'connection', 'alias']);
const cache = new Map<string, TypeInfo | undefined>();
let scratch: TerraformStack | undefined;

/** The generated provider of a provider local name, or undefined. */
export function providerNamed(name: string): GeneratedProvider | undefined {
  return PROVIDERS.find((p) => p.name === name);
}

/** The generated provider whose types start as `tfType` does, or undefined. */
export function providerOfType(tfType: string): GeneratedProvider | undefined {
  return PROVIDERS.find((p) => tfType.startsWith(p.typePrefix));
}

function facts(p: GeneratedProvider): SchemaFacts {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return JSON.parse(require(`../../generated/${p.name}/schema-facts`).SCHEMA_FACTS);
}

/** The L1 of a resource (`kind` resource), data source or provider (`tfType` its local name), or undefined when none is generated. */
export function typeInfo(kind: Kind, tfType: string): TypeInfo | undefined {
  const cacheKey = `${kind}:${tfType}`;
  if (cache.has(cacheKey)) return cache.get(cacheKey);
  const info = load(kind, tfType);
  cache.set(cacheKey, info);
  return info;
}

function load(kind: Kind, tfType: string): TypeInfo | undefined {
  const provider = kind === 'provider' ? providerNamed(tfType) : providerOfType(tfType);
  if (!provider) return undefined;
  const f = facts(provider);
  const block = kind === 'provider' ? f.provider : kind === 'data' ? f.dataSources[tfType] : f.resources[tfType];
  if (block === undefined) return undefined;
  const folder = kind === 'provider' ? 'provider' : `${kind === 'data' ? 'data-' : ''}${tfType.slice(provider.typePrefix.length).replace(/_/g, '-')}`;
  const className = kind === 'provider' ? `${pascalCase(provider.name)}Provider` : `${kind === 'data' ? 'Data' : ''}${pascalCase(tfType)}`;
  let cls: any;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    cls = require(`../../generated/${provider.name}/${folder}`)[className];
  } catch {
    return undefined;
  }
  if (typeof cls !== 'function') return undefined;
  const struct = probe(cls);
  if (!struct) return undefined;
  const getters = new Map<string, readonly [string, unknown]>();
  for (const [name, [type]] of Object.entries(f.blocks[block]?.a ?? {})) {
    const getter = getterOf(cls.prototype, name);
    if (getter) getters.set(name, [getter, type]);
  }
  return { provider, className, struct, getters };
}

/**
 * The input description of an L1 class: an instance in a stack of its own, made with a config that
 * answers every key the renderer asks for (it enumerates none), so that every required input is
 * present and no other is rendered; `describedBy` then gives the struct the L1 rendered with.
 */
function probe(cls: new (scope: TerraformStack, id: string, config: unknown) => unknown): Struct | undefined {
  scratch ??= new TerraformStack(new App({ outdir: undefined, skipValidation: true }), 'convert-probe');
  const config = new Proxy({}, { get: (_t, k) => (typeof k === 'string' && !META.has(k) ? 'probe' : undefined) });
  try {
    const instance = new cls(scratch, `probe${scratch.node.children.length}`, config) as any;
    return describedBy(instance);
  } catch {
    return undefined;
  }
}

/** The name of the class's own getter of a Terraform attribute (`id`, `clusterId`, `countAttribute`), or undefined. */
function getterOf(proto: object, tfName: string): string | undefined {
  const c = camelCase(tfName);
  for (const name of [c, `${c}Attribute`, c.replace(/^get(?=[A-Z0-9])/, 'fetch')]) {
    if (Object.getOwnPropertyDescriptor(proto, name)?.get) return name;
  }
  return undefined;
}

/** The field of a struct with a Terraform name, or undefined. */
export function fieldOf(s: Struct, tfName: string): Field | undefined {
  return byTf(s).get(tfName);
}

/** The TypeScript name of a field. */
export function tsName(s: Struct, f: Field): string {
  byName(s);
  return nameOf(f);
}
