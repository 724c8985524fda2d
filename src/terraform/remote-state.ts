/**
 * Cross-stack references offline. cdktn passes a value from one stack to another through an
 * output of the producer and a `terraform_remote_state` data source (local backend) in the
 * consumer, which Terraform reads while it plans. Before the producer is applied there is no
 * state to read ("Unable to find remote state"), so for a producer of the same app whose state
 * file does not exist, the consumer's plan reads a stand-in state instead: the producer's outputs
 * with placeholder values of the right type (the type of the attribute each output refers to,
 * from the schema facts), in the run's temporary folder.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformStack } from 'cdktn';
import { placeholder, ProviderSchema, SchemaBlock } from './schema';

/**
 * Points the local remote states of `doc` whose file is missing at stand-in states written to
 * `dir`; returns the document to write (the original when nothing changes) and the stacks used.
 */
export function withStandInRemoteStates(doc: any, stack: TerraformStack, dir: string, schemaOf: (type: string) => ProviderSchema | undefined): any {
  const states = doc.data?.terraform_remote_state;
  if (!states) return doc;
  let changed: Record<string, any> | undefined;
  for (const [name, body] of Object.entries<any>(states)) {
    const file = body?.backend === 'local' ? body.config?.path : undefined;
    if (typeof file !== 'string' || fs.existsSync(file)) continue;
    const id = /^terraform\.(.+)\.tfstate$/.exec(path.basename(file))?.[1];
    const producer = id
      ? stack.node.root.node.findAll().find((c) => TerraformStack.isStack(c) && c.node.id === id) as TerraformStack | undefined
      : undefined;
    if (!producer || producer === stack) continue;
    const outputs: Record<string, unknown> = {};
    const produced = producer.toTerraform();
    for (const [out, o] of Object.entries<any>(produced.output ?? {})) {
      const type = typeOf(o?.value, produced, schemaOf);
      outputs[out] = { value: placeholder(type), type, sensitive: o?.sensitive === true };
    }
    const stateFile = path.join(dir, 'remote-states', `${name}.tfstate`);
    fs.mkdirSync(path.dirname(stateFile), { recursive: true });
    fs.writeFileSync(stateFile, JSON.stringify({ version: 4, terraform_version: '1.0.0', serial: 1, lineage: `terrain-stand-in-${id}`, outputs, resources: [] }, null, 2));
    changed = { ...(changed ?? states), [name]: { ...body, config: { ...body.config, path: stateFile } } };
  }
  return changed ? { ...doc, data: { ...doc.data, terraform_remote_state: changed } } : doc;
}

/** The cty type of an output value: a literal, or a reference to an attribute or a variable. */
function typeOf(value: unknown, doc: any, schemaOf: (type: string) => ProviderSchema | undefined): unknown {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value !== 'string') return 'string';
  const ref = /^\$\{([A-Za-z0-9_.\-[\]"]+)\}$/.exec(value)?.[1];
  if (!ref) return 'string';
  const steps = ref.replace(/\[(\d+|"[^"]*")\]/g, '.#').split('.');
  if (steps[0] === 'var') return variableType(doc.variable?.[steps[1]]?.type);
  const data = steps[0] === 'data';
  const [type, , ...rest] = data ? steps.slice(1) : steps;
  const schema = schemaOf(type);
  const block = schema && (data ? schema.dataSources : schema.resources).get(type);
  return block ? attributeType(block, rest) : 'string';
}

/** Walks attribute names (and `#` for an index or key) through a block to a cty type. */
function attributeType(block: SchemaBlock, steps: string[]): unknown {
  let t: unknown = { block };
  for (const s of steps) {
    if (t && typeof t === 'object' && 'block' in (t as any)) {
      const b = (t as { block: SchemaBlock }).block;
      const a = b.attributes.find((x) => x.name === s);
      const bt = b.blockTypes.find((x) => x.name === s);
      if (a?.nested) t = a.nested.mode === 'single' ? { block: a.nested.block } : ['list', { block: a.nested.block }];
      else if (a) t = a.type;
      else if (bt) t = bt.mode === 'single' || bt.mode === 'group' ? { block: bt.block } : ['list', { block: bt.block }];
      else return 'string';
    } else if (Array.isArray(t) && s === '#') {t = t[1];} else if (Array.isArray(t) && t[0] === 'object') {t = (t[1] as Record<string, unknown>)[s] ?? 'string';} else {return 'string';}
  }
  return toCty(t);
}

function toCty(t: unknown): unknown {
  if (t && typeof t === 'object' && 'block' in (t as any)) {
    const b = (t as { block: SchemaBlock }).block;
    const attrs: Record<string, unknown> = {};
    for (const a of b.attributes) attrs[a.name] = a.nested ? toCty(a.nested.mode === 'single' ? { block: a.nested.block } : [a.nested.mode === 'set' ? 'set' : 'list', { block: a.nested.block }]) : a.type;
    for (const bt of b.blockTypes) attrs[bt.name] = toCty(bt.mode === 'single' || bt.mode === 'group' ? { block: bt.block } : [bt.mode === 'set' ? 'set' : 'list', { block: bt.block }]);
    return ['object', attrs];
  }
  if (Array.isArray(t) && t.length === 2 && typeof t[0] === 'string' && t[0] !== 'object') return [t[0], toCty(t[1])];
  return t ?? 'string';
}

/** A variable's type expression (`string`, `list(string)`, ...) as a cty type, simply. */
function variableType(type: unknown): unknown {
  const t = typeof type === 'string' ? type.replace(/\s/g, '') : 'string';
  const m = /^(list|set|map)\((.*)\)$/.exec(t);
  if (m) return [m[1], variableType(m[2])];
  return t === 'number' || t === 'bool' ? t : 'string';
}
