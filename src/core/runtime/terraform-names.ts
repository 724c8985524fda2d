/**
 * The Terraform names of a stack's blocks: each resource, data source, ephemeral resource,
 * variable, output, local value, module call and import block gets its name from cdktn's logical
 * id (`TerraformStack.allocateLogicalId`: the construct id with every character other than a
 * letter, digit, `_` or `-` dropped for a construct right under the stack; the path's ids joined
 * and a hash of the path below that; or `overrideLogicalId`). Two blocks of one kind and type
 * with one name are merged by cdktn without a word (`orders.eu` and `orderseu` both become
 * `orderseu`), and a name that is no Terraform identifier (`1orders`, `-x`, an empty one) makes
 * `terraform plan` fail. One validation per stack reports both, naming the constructs.
 *
 * Not part of the public API.
 */
import { TerraformElement, TerraformOutput, TerraformResource, TerraformStack } from 'cdktn';
import { IConstruct, IValidation } from 'constructs';
import { formatProblem, ValidationProblem } from '../base/errors';

/** A Terraform identifier (HCL): a letter or `_` first, then letters, digits, `_` or `-`. */
const IDENTIFIER = /^[\p{ID_Start}_][\p{ID_Continue}-]*$/u;

const ALLOWED = 'a letter or an underscore first, then letters, digits, underscores or hyphens';

/** The block an element becomes, as far as its name goes. */
interface Block {
  /** Blocks of the same namespace must have different names. */
  readonly namespace: string;
  /** `resource demo_widget.{name}`, `variable {name}`, ... (`{name}` stands for the name). */
  readonly address: string;
  /** `demo_widget resource`, `variable`, ... */
  readonly kind: string;
}

const WATCHED = new WeakSet<IConstruct>();

/** Adds the names check to a stack (once; later calls do nothing). */
export function checkTerraformNames(stack: IConstruct): void {
  if (WATCHED.has(stack) || !TerraformStack.isStack(stack)) return;
  WATCHED.add(stack);
  stack.node.addValidation(new NamesCheck(stack));
}

class NamesCheck implements IValidation {
  constructor(private readonly stack: IConstruct) {}

  public validate(): string[] {
    const problems: ValidationProblem[] = [];
    const seen = new Map<string, TerraformElement>();
    for (const e of elementsOf(this.stack)) {
      const blocks = blocksOf(e);
      if (!blocks.length) continue;
      let name: string;
      try {
        name = e.friendlyUniqueId;
      } catch (err: any) {
        problems.push({
          field: e.node.path,
          problem: `gets no Terraform name (${blocks[0].kind}): ${err?.message ?? err}`,
          fix: 'give the construct an id that starts with a letter, or call overrideLogicalId(...) on it.',
        });
        continue;
      }
      if (!IDENTIFIER.test(name)) problems.push(invalidName(e, name, blocks[0]));
      const reported = new Set<TerraformElement>();
      for (const b of blocks) {
        const key = `${b.namespace}\0${name}`;
        const first = seen.get(key);
        if (!first) {
          seen.set(key, e);
        } else if (!reported.has(first)) {
          // Once per pair: two imported resources of one name are one mistake.
          reported.add(first);
          problems.push(sameName(e, first, name, b));
        }
      }
    }
    return problems.map(formatProblem);
  }
}

/** The elements of a stack, without those of a stack inside it (it has its own check), as cdktn renders them. */
function elementsOf(node: IConstruct, into: TerraformElement[] = []): TerraformElement[] {
  if (TerraformElement.isTerraformElement(node)) into.push(node);
  for (const c of node.node.children) if (!TerraformStack.isStack(c)) elementsOf(c, into);
  return into;
}

/**
 * The named blocks an element becomes. The element type cdktn gives each kind (`var`, `local`,
 * `module`, `data.<type>`, `ephemeral.<type>`, or the resource type) tells them apart, in cdktn
 * and in cdktf alike. A resource imported with `importFrom` is also the target of an import block.
 */
function blocksOf(e: TerraformElement): Block[] {
  const type = (e as unknown as { _elementType?: unknown })._elementType;
  if (TerraformOutput.isTerraformOutput(e)) return [{ namespace: 'output', address: 'output {name}', kind: 'output' }];
  if (typeof type !== 'string') return [];
  if (type === 'var') return [{ namespace: 'variable', address: 'variable {name}', kind: 'variable' }];
  if (type === 'local') return [{ namespace: 'local', address: 'local value {name}', kind: 'local value' }];
  if (type === 'module') return [{ namespace: 'module', address: 'module {name}', kind: 'module call' }];
  if (type.startsWith('data.')) {
    const t = type.slice('data.'.length);
    return [{ namespace: `data ${t}`, address: `data source ${t}.{name}`, kind: `${t} data source` }];
  }
  if (type.startsWith('ephemeral.')) {
    const t = type.slice('ephemeral.'.length);
    return [{ namespace: `ephemeral ${t}`, address: `ephemeral resource ${t}.{name}`, kind: `${t} ephemeral resource` }];
  }
  const importTarget: Block = { namespace: `import ${type}`, address: `the import block for ${type}.{name}`, kind: `import block for a ${type}` };
  if (TerraformResource.isTerraformResource(e)) {
    const resource: Block = { namespace: `resource ${type}`, address: `resource ${type}.{name}`, kind: `${type} resource` };
    return (e as unknown as { _imported?: unknown })._imported ? [resource, importTarget] : [resource];
  }
  // cdktn's ImportableResource (generateConfigForImport): an import block that generates the resource.
  const config = (e as unknown as { config?: { terraformResourceType?: unknown; importId?: unknown } }).config;
  if (config && config.terraformResourceType === type && 'importId' in config) return [importTarget];
  return [];
}

/** Where the name comes from, for the message. */
function origin(e: TerraformElement): string {
  const override = (e as unknown as { _logicalIdOverride?: unknown })._logicalIdOverride;
  return override !== undefined ? 'overrideLogicalId' : `the construct id ${JSON.stringify(e.node.id)}`;
}

function overridden(e: TerraformElement): boolean {
  return (e as unknown as { _logicalIdOverride?: unknown })._logicalIdOverride !== undefined;
}

/** A valid name close to `name`: other characters become `_`, leading hyphens go, a leading digit gets a `_`. */
function validNear(name: string): string | undefined {
  let s = name.replace(/[^\p{ID_Continue}-]+/gu, '_').replace(/^-+/, '');
  if (!/[\p{L}\p{N}]/u.test(s)) return undefined;
  if (!/^[\p{ID_Start}_]/u.test(s)) s = `_${s}`;
  return s;
}

function invalidName(e: TerraformElement, name: string, b: Block): ValidationProblem {
  const why = name === '' ? 'is empty'
    : /^[\p{N}-]/u.test(name) ? `starts with ${JSON.stringify(name[0])}`
      : `holds ${JSON.stringify([...name].find((c) => !/[\p{ID_Continue}-]/u.test(c)))}`;
  const near = validNear(name);
  const fix = overridden(e)
    ? `pass overrideLogicalId a Terraform identifier${near ? `, e.g. '${near}'` : ''}.`
    : `give the construct an id that starts with a letter or an underscore (cdktn keeps only the letters, digits, _ and - of an id)${near ? `, e.g. '${near}', or call overrideLogicalId('${near}') on it` : ''}.`;
  return {
    field: e.node.path,
    problem: `gets the Terraform name ${JSON.stringify(name)} (${b.address.replace('{name}', name)}), which Terraform refuses: the name ${why}.`,
    received: `${JSON.stringify(name)}, from ${origin(e)}`,
    allowed: ALLOWED,
    fix,
  };
}

function sameName(e: TerraformElement, first: TerraformElement, name: string, b: Block): ValidationProblem {
  const cleaned = e.node.id.replace(/[^A-Za-z0-9_-]+/g, '_');
  const other = !overridden(e) && cleaned !== name && IDENTIFIER.test(cleaned) ? cleaned : `${name}_2`;
  const merged = b.namespace.startsWith('import ')
    ? 'and Terraform refuses two import blocks for one resource.'
    : 'and cdktn would merge the two into one block.';
  return {
    field: e.node.path,
    problem: `gets the same Terraform name as ${first.node.path}: both are ${b.address.replace('{name}', name)}, ${merged}`,
    received: `${JSON.stringify(name)} twice, from ${origin(first)} and ${origin(e)}`,
    allowed: `one ${b.kind} per name in a stack`,
    fix: `give one of them another id (cdktn keeps only the letters, digits, _ and - of an id), or call overrideLogicalId('${other}') on one of them.`,
  };
}
