/**
 * Recognising the archived binding `@cdktf/provider-mongodbatlas` (8.x, provider 1.x) by the
 * declarations the type checker resolves to, and naming the terrain-constructs L1 that takes its
 * place. A declaration belongs to the binding when its file is in the package
 * (`node_modules/@cdktf/provider-mongodbatlas/lib/<module>/`) or in bindings generated locally
 * (`.gen/providers/mongodbatlas/<module>/`). Not part of the jsii API.
 */
import * as fs from 'fs';
import * as path from 'path';
import { SCHEMA_FACTS } from '../../generated/mongodbatlas/schema-facts';

/** The schema facts of what we generate (2.x), parsed once. */
export interface Facts {
  readonly blocks: Array<{
    a?: Record<string, [unknown, number, [string, number, number?, number?]?]>;
    b?: Record<string, [string, number, number?, number?]>;
  }>;
  readonly resources: Record<string, number>;
  readonly dataSources: Record<string, number>;
  readonly provider: number;
}

let facts: Facts | undefined;
export function atlasFacts(): Facts {
  facts ??= JSON.parse(SCHEMA_FACTS) as Facts;
  return facts;
}

const PACKAGE_RE = /[\\/]node_modules[\\/]@cdktf[\\/]provider-mongodbatlas[\\/]lib[\\/]([^\\/]+)[\\/]/;
const GEN_RE = /[\\/]\.gen[\\/]providers[\\/]mongodbatlas[\\/]([^\\/]+)[\\/]/;
const ROOT_RE = /([\\/]node_modules[\\/]@cdktf[\\/]provider-mongodbatlas[\\/]lib[\\/]index\.d\.ts|[\\/]\.gen[\\/]providers[\\/]mongodbatlas[\\/]index\.ts)$/;

/** The binding module (`advanced-cluster`, `provider`, ...) a file belongs to, or undefined. */
export function bindingModuleOf(filePath: string): string | undefined {
  const m = PACKAGE_RE.exec(filePath) ?? GEN_RE.exec(filePath);
  return m ? m[1] : undefined;
}

/** Whether a file is part of the binding (a module or its index). */
export function isBindingFile(filePath: string): boolean {
  return bindingModuleOf(filePath) !== undefined || ROOT_RE.test(filePath);
}

/** snake_case of a camelCase property name (`mongoDbMajorVersion` -> `mongo_db_major_version`). */
export function snakeOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** PascalCase of a Terraform name (`mongodbatlas_advanced_cluster` -> `MongodbatlasAdvancedCluster`). */
export function pascalOf(name: string): string {
  return name.split('_').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
}

/** What the binding class of one module maps to. */
export interface ClassTarget {
  /** The Terraform type (`mongodbatlas_advanced_cluster`), or `mongodbatlas` for the provider. */
  readonly tfType: string;
  readonly kind: 'resource' | 'data' | 'provider';
  /** The binding's class name (`AdvancedCluster`). */
  readonly bindingClass: string;
  /** Our class name (`MongodbatlasAdvancedCluster`), or undefined when we do not generate the type. */
  readonly ours?: string;
  /** The facts block of the type (2.x), when we generate it. */
  readonly block?: number;
}

/** The target of a binding class: `module` is the binding module, `tfResourceType` the class's static. */
export function classTarget(module: string, bindingClass: string, tfResourceType: string): ClassTarget {
  const f = atlasFacts();
  if (module === 'provider') return { tfType: tfResourceType, kind: 'provider', bindingClass, ours: 'MongodbatlasProvider', block: f.provider };
  const data = module.startsWith('data-');
  const block = data ? f.dataSources[tfResourceType] : f.resources[tfResourceType];
  const ours = block === undefined ? undefined : `${data ? 'Data' : ''}${pascalOf(tfResourceType)}`;
  return { tfType: tfResourceType, kind: data ? 'data' : 'resource', bindingClass, ours, block };
}

/** Our module folder of a type (`advanced-cluster`, `data-advanced-cluster`, `provider`). */
export function ourModule(t: ClassTarget): string {
  if (t.kind === 'provider') return 'provider';
  const base = t.tfType.replace(/^mongodbatlas_/, '').replace(/_/g, '-');
  return t.kind === 'data' ? `data-${base}` : base;
}

const exported = new Map<string, Set<string>>();

/** The names our generated module of `t` exports (classes and interfaces), read from its source or declarations. */
export function ourExports(t: ClassTarget): Set<string> {
  const mod = ourModule(t);
  let names = exported.get(mod);
  if (!names) {
    names = new Set<string>();
    const dir = path.join(__dirname, '..', '..', 'generated', 'mongodbatlas', mod);
    for (const file of ['index.ts', 'index.d.ts']) {
      const p = path.join(dir, file);
      if (!fs.existsSync(p)) continue;
      const text = fs.readFileSync(p, 'utf8');
      for (const m of text.matchAll(/export (?:declare )?(?:interface|class|type|function|const) (\w+)/g)) names.add(m[1]!);
      break;
    }
    exported.set(mod, names);
  }
  return names;
}

/**
 * Our name for a binding export of the module of `t`: the class itself, or an interface whose
 * name starts with the binding class name (`AdvancedClusterConfig` -> `MongodbatlasAdvancedClusterConfig`).
 * Undefined when we have no such export.
 */
export function ourNameOf(t: ClassTarget, bindingName: string): string | undefined {
  if (!t.ours) return undefined;
  if (bindingName === t.bindingClass) return t.ours;
  if (t.kind === 'provider') {
    const name = bindingName === 'MongodbatlasProviderConfig' ? 'MongodbatlasProviderConfig' : bindingName;
    return ourExports(t).has(name) ? name : undefined;
  }
  if (!bindingName.startsWith(t.bindingClass)) return undefined;
  const name = t.ours + bindingName.slice(t.bindingClass.length);
  return ourExports(t).has(name) ? name : undefined;
}
