/**
 * The synthesized example of a reference page: the L1 construct with every required input set to
 * a sample value that its value checks accept, constructed for real and synthesized (validations
 * and the schema conformance check on), so the snippet and the JSON on the page are what the
 * library does.
 *
 * Sample values come from the model: an allowed value, a value in range, a string of the stated
 * format, length, case or pattern; a sensitive input is passed as a sensitive `TerraformVariable`,
 * as the library asks.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformStack, TerraformVariable, Testing } from 'cdktn';
import { TerrainTesting } from '../../src/core/api/testing';
import { SYNTH_TIME_CONTEXT } from '../../src/core/runtime/synth-time';
import { AttrModel, ClassModel, ProviderModel, StructModel, TypeModel } from '../gen/model';
import { camelCase } from '../gen/naming';

/** A sample value, kept as a tree so it can be both built (JavaScript) and printed (TypeScript). */
type Sample =
  | { k: 'lit'; v: string | number | boolean; alts?: ReadonlyArray<string | number> }
  | { k: 'var'; name: string; type: 'string' | 'number' }
  | { k: 'obj'; fields: Array<[string, Sample]>; optional?: Array<[string, () => Sample]> }
  | { k: 'arr'; items: Sample[] }
  | { k: 'map'; entries: Array<[string, Sample]> };

const FORMAT_SAMPLES: Record<string, string> = {
  hex24: '5f1e2d3c4b5a697887766554',
  uuid: '123e4567-e89b-12d3-a456-426614174000',
  iso8601: '2026-12-01T00:00:00Z',
  duration: '30s',
};

/** Fixed synth time, so that rules that judge dates give the same result on every run. */
const SYNTH_TIME = '2026-01-01T00:00:00Z';

export interface Example {
  /** The TypeScript snippet. */
  readonly typescript: string;
  /** The synthesized Terraform JSON (metadata keys `//` dropped). */
  readonly json: string;
  /** The stack it was synthesized from (test/terraform/docs.test.ts has Terraform plan it). */
  readonly stack: TerraformStack;
}

/**
 * A string that matches a (simple) regular expression: the first alternative of every group, the
 * first character of every class, the least repetitions of every quantifier (one for `*` and `+`
 * when nothing else would be left). Checked by the caller.
 */
export function regexSample(pattern: string): string {
  let i = 0;
  const alt = (): string => {
    let first: string | undefined;
    let cur = '';
    while (i < pattern.length && pattern[i] !== ')') {
      if (pattern[i] === '|') {
        i++;
        first ??= cur;
        cur = '';
        continue;
      }
      const atom = parseAtom();
      cur += quantify(atom);
    }
    return first ?? cur;
  };
  const parseAtom = (): string => {
    const c = pattern[i++];
    if (c === '^' || c === '$') return '';
    if (c === '(') {
      if (pattern[i] === '?') i += pattern[i + 1] === ':' ? 2 : 3;
      const inner = alt();
      i++; // ')'
      return inner;
    }
    if (c === '[') {
      const negated = pattern[i] === '^';
      if (negated) i++;
      let first: string | undefined;
      while (i < pattern.length && pattern[i] !== ']') {
        let ch = pattern[i++];
        if (ch === '\\') ch = escapeChar(pattern[i++]);
        first ??= ch;
      }
      i++; // ']'
      return negated ? (first === 'a' ? 'b' : 'a') : (first ?? 'a');
    }
    if (c === '\\') return escapeChar(pattern[i++]);
    if (c === '.') return 'a';
    return c;
  };
  const quantify = (atom: string): string => {
    const q = pattern[i];
    let n = 1;
    if (q === '?' || q === '*') { i++; n = 0; } else if (q === '+') { i++; n = 1; } else if (q === '{') {
      const end = pattern.indexOf('}', i);
      n = parseInt(pattern.slice(i + 1, end), 10);
      i = end + 1;
    }
    if (pattern[i] === '?' && n !== 1) i++; // lazy
    return atom.repeat(n);
  };
  return alt();
}

function escapeChar(c: string): string {
  switch (c) {
    case 'd': return '0';
    case 'w': return 'a';
    case 's': return ' ';
    case 'D': case 'W': case 'S': return '-';
    default: return c;
  }
}

function allowedOf(a: AttrModel): Array<string | number> | undefined {
  const f = a.facts.allowed;
  if (Array.isArray(f) && f.length) return f;
  return a.overlay.allowedValues?.length ? a.overlay.allowedValues : undefined;
}

/**
 * Samples for inputs that a type rule judges by their spelling, where the generic `example-...`
 * sample would fail it: Atlas region names (rule `atlas-region-name`) are upper case with `_`.
 */
const SPELLED_SAMPLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^mongodbatlas_[a-z_]+ (.*\.)?(region_name|region)$/, 'US_EAST_1'],
];

/** The Terraform type whose example is being built (the samples above are matched on `<type> <path>`). */
let sampleType = '';

function stringSample(a: AttrModel, index: number): string {
  const allowed = allowedOf(a);
  if (allowed) return String(allowed[index % allowed.length]);
  const spelled = SPELLED_SAMPLES.find(([re]) => re.test(`${sampleType} ${a.path}`));
  if (spelled) return spelled[1];
  if (a.overlay.format) return FORMAT_SAMPLES[a.overlay.format];
  const f = a.facts;
  let s = `example-${a.tfName.replace(/_/g, '-')}${index ? `-${index + 1}` : ''}`;
  if (f.uppercase) s = s.toUpperCase().replace(/-/g, '_');
  if (f.pattern && !new RegExp(f.pattern).test(s)) s = regexSample(f.pattern);
  if (f.minLength !== undefined && s.length < f.minLength) s = s.padEnd(f.minLength, 'x');
  if (f.maxLength !== undefined && s.length > f.maxLength) s = s.slice(0, f.maxLength);
  if (f.pattern && !new RegExp(f.pattern).test(s)) {
    throw new Error(`docs: cannot make a sample for ${a.path} (pattern ${f.pattern}); extend regexSample in scripts/docs/example.ts`);
  }
  return s;
}

function numberSample(a: AttrModel, index: number): number {
  const allowed = allowedOf(a);
  if (allowed) return Number(allowed[index % allowed.length]);
  const range = a.facts.allowed && !Array.isArray(a.facts.allowed) ? a.facts.allowed as { min?: number; max?: number } : {};
  const lo = a.facts.min ?? range.min;
  const hi = a.facts.max ?? range.max;
  let v = lo ?? 1;
  if (hi !== undefined && v > hi) v = hi;
  return Math.ceil(v);
}

function primSample(t: TypeModel, a: AttrModel, index: number): Sample {
  if (t.kind !== 'prim') throw new Error('unreachable');
  const allowed = allowedOf(a);
  switch (t.prim) {
    case 'number': return { k: 'lit', v: numberSample(a, index), alts: allowed?.map(Number) };
    case 'bool': return { k: 'lit', v: true, alts: [] };
    default: return { k: 'lit', v: stringSample(a, index), alts: allowed?.map(String) };
  }
}

/**
 * The sample, then variants with one allowed value changed: a type rule may tie inputs together
 * (a feature of type BOOLEAN takes 'true' or 'false'), and another allowed value may satisfy it.
 */
function* variants(s: Sample): Generator<Sample> {
  yield s;
  const lits: Array<Extract<Sample, { k: 'lit' }>> = [];
  const objs: Array<Extract<Sample, { k: 'obj' }>> = [];
  const walk = (x: Sample) => {
    if (x.k === 'lit' && x.alts?.length) lits.push(x);
    if (x.k === 'obj') { objs.push(x); x.fields.forEach(([, v]) => walk(v)); }
    if (x.k === 'map') x.entries.forEach(([, v]) => walk(v));
    if (x.k === 'arr') x.items.forEach(walk);
  };
  walk(s);
  for (const lit of lits) {
    const original = lit.v;
    for (const alt of lit.alts!) {
      if (alt === original) continue;
      lit.v = alt;
      yield s;
    }
    lit.v = original;
  }
  for (const obj of objs) {
    for (const [name, make] of obj.optional ?? []) {
      obj.fields.push([name, make()]);
      yield s;
      obj.fields.pop();
    }
  }
}

function typeSample(t: TypeModel, a: AttrModel): Sample {
  switch (t.kind) {
    case 'prim': return primSample(t, a, 0);
    case 'coll': {
      if (t.coll === 'map') return { k: 'map', entries: [['key', t.elem.kind === 'prim' ? primSample(t.elem, a, 0) : typeSample(t.elem, a)]] };
      const n = Math.max(1, a.facts.minItems ?? 1);
      return { k: 'arr', items: Array.from({ length: n }, (_, i) => (t.elem.kind === 'prim' ? primSample(t.elem, a, i) : typeSample(t.elem, a))) };
    }
    case 'nested': {
      const one = structSample(t.struct);
      if (t.mode === 'single' || t.one) return one;
      if (t.mode === 'map') return { k: 'map', entries: [['key', one]] };
      return { k: 'arr', items: Array.from({ length: Math.max(1, t.min ?? 1) }, () => structSample(t.struct)) };
    }
  }
}

function attrSample(a: AttrModel): Sample {
  if (a.sensitive && a.type.kind === 'prim' && (a.type.prim === 'string' || a.type.prim === 'number')) {
    return { k: 'var', name: a.path.replace(/\./g, '_'), type: a.type.prim };
  }
  return typeSample(a.type, a);
}

function structSample(s: StructModel): Sample {
  return {
    k: 'obj',
    fields: s.attrs.filter((a) => a.required).map((a) => [a.name, attrSample(a)]),
    // Optional inputs of a plain type, for a type rule that needs one of them (`id` or `name`).
    optional: s.attrs.filter((a) => a.optional && !a.sensitive && a.deprecated === undefined && a.type.kind === 'prim').map((a) => [a.name, () => attrSample(a)]),
  };
}

function variables(s: Sample, out: Map<string, 'string' | 'number'>): Map<string, 'string' | 'number'> {
  switch (s.k) {
    case 'var': out.set(s.name, s.type); break;
    case 'obj': for (const [, v] of s.fields) variables(v, out); break;
    case 'map': for (const [, v] of s.entries) variables(v, out); break;
    case 'arr': for (const v of s.items) variables(v, out); break;
    default: break;
  }
  return out;
}

function build(s: Sample, vars: Map<string, TerraformVariable>): unknown {
  switch (s.k) {
    case 'lit': return s.v;
    case 'var': return s.type === 'number' ? vars.get(s.name)!.numberValue : vars.get(s.name)!.stringValue;
    case 'obj': return Object.fromEntries(s.fields.map(([k, v]) => [k, build(v, vars)]));
    case 'map': return Object.fromEntries(s.entries.map(([k, v]) => [k, build(v, vars)]));
    case 'arr': return s.items.map((v) => build(v, vars));
  }
}

function tsKey(k: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`;
}

function tsLit(v: string | number | boolean): string {
  return typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(v);
}

function printTs(s: Sample, indent: string): string {
  const inner = indent + '  ';
  switch (s.k) {
    case 'lit': return tsLit(s.v);
    case 'var': return `${camelCase(s.name)}.${s.type === 'number' ? 'numberValue' : 'stringValue'}`;
    case 'obj':
    case 'map': {
      const entries = s.k === 'obj' ? s.fields : s.entries;
      if (!entries.length) return '{}';
      return `{\n${entries.map(([k, v]) => `${inner}${tsKey(k)}: ${printTs(v, inner)},`).join('\n')}\n${indent}}`;
    }
    case 'arr': {
      const items = s.items.map((v) => printTs(v, inner));
      if (items.every((x) => !x.includes('\n')) && items.join(', ').length < 60) return `[${items.join(', ')}]`;
      return `[\n${items.map((x) => `${inner}${x},`).join('\n')}\n${indent}]`;
    }
  }
}

function dropMetadata(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(dropMetadata);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k]) => k !== '//').map(([k, x]) => [k, dropMetadata(x)]));
  return v;
}

/**
 * Builds the example of one class: constructs it in a fresh stack with its required inputs set,
 * synthesizes it with validations and the conformance check, and returns snippet and JSON.
 * @param load loads the generated module of the class (e.g. `require(...)`)
 */
export function example(model: ProviderModel, c: ClassModel, load: (c: ClassModel) => Record<string, any>, namespace: string): Example {
  const provider = model.classes.find((x) => x.kind === 'provider');
  sampleType = c.tfType;
  // A resource or data source needs its provider in the stack (cdktn validates that).
  const parts: Array<{ c: ClassModel; id: string; sample: Sample }> = [];
  if (provider && provider !== c) parts.push({ c: provider, id: model.provider, sample: structSample(provider.config) });
  const own = { c, id: c.kind === 'provider' ? model.provider : 'example', sample: structSample(c.config) };
  parts.push(own);
  const vars = new Map<string, 'string' | 'number'>();
  for (const p of parts) variables(p.sample, vars);

  let doc: unknown;
  let stack: TerraformStack | undefined;
  let firstError: string | undefined;
  let tries = 0;
  attempts: for (const _ of variants(own.sample)) {
    // A type rule that rejects a value says what it allows; a few rounds take its word.
    for (let round = 0; round < 5 && tries++ < 200; round++) {
      try {
        ({ doc, stack } = synth(parts, vars, load));
        break attempts;
      } catch (e: any) {
        firstError ??= e.message;
        if (!repair(own.sample, e.message)) break;
      }
    }
  }
  if (doc === undefined) {
    throw new Error(`docs: the example of ${c.key} does not synthesize: ${firstError}\nSample: ${printTs(own.sample, '')}\n`
      + 'Give the attribute the rule needs an allowed value (values.json), or extend scripts/docs/example.ts.');
  }

  const lines: string[] = [];
  if (vars.size) lines.push("import { TerraformVariable } from 'cdktn';");
  lines.push(`import { ${namespace} } from 'terrain-constructs';`, '');
  lines.push('// in the constructor of a TerraformStack (`this` is the stack)');
  for (const [name, type] of vars) {
    lines.push(`const ${camelCase(name)} = new TerraformVariable(this, '${name}', { type: '${type}', sensitive: true });`);
  }
  for (const p of parts) lines.push(`new ${namespace}.${p.c.className}(this, '${p.id}', ${printTs(p.sample, '')});`);
  return { typescript: lines.join('\n'), json: JSON.stringify(dropMetadata(doc), null, 2), stack: stack! };
}

/**
 * Sets the fields a synth error names to the first value it says is allowed
 * (`roles[0].databaseName: ... Allowed: 'admin'`). True when something changed.
 */
function repair(sample: Sample, message: string): boolean {
  let changed = false;
  for (const m of message.matchAll(/\] ([A-Za-z_][\w.[\]]*): .*?Allowed: (?:'([^']*)'|(-?\d+(?:\.\d+)?)\b)/g)) {
    const value: string | number = m[2] ?? Number(m[3]);
    const steps = m[1].split(/\.|(?=\[)/).filter(Boolean);
    let node: Sample | undefined = sample;
    for (let i = 0; node && i < steps.length; i++) {
      const step = steps[i];
      const last = i === steps.length - 1;
      if (step.startsWith('[') && node.k === 'arr') { node = node.items[Number(step.slice(1, -1))]; continue; }
      if (node.k !== 'obj') { node = undefined; break; }
      const field: [string, Sample] | undefined = node.fields.find(([k]) => k === step);
      if (last) {
        if (field && field[1].k === 'lit' && field[1].v !== value) { field[1] = { ...field[1], v: value }; changed = true; }
        if (!field) { node.fields.push([step, { k: 'lit', v: value }]); changed = true; }
      }
      node = field?.[1];
    }
  }
  return changed;
}

/** Constructs the parts in a fresh stack and synthesizes it; throws on any error. */
function synth(parts: Array<{ c: ClassModel; id: string; sample: Sample }>, vars: Map<string, 'string' | 'number'>, load: (c: ClassModel) => Record<string, any>): { doc: unknown; stack: TerraformStack } {
  // Nothing is written there; cdktn makes the folder when an app is created (made here first, so
  // that two processes never race to make it).
  const outdir = path.join(os.tmpdir(), 'terrain-docs');
  fs.mkdirSync(path.join(outdir, 'stacks'), { recursive: true });
  const app = Testing.app({ outdir, context: { [SYNTH_TIME_CONTEXT]: SYNTH_TIME } });
  const stack = new TerraformStack(app, 'docs');
  const built = new Map<string, TerraformVariable>();
  for (const [name, type] of vars) built.set(name, new TerraformVariable(stack, name, { type, sensitive: true }));
  for (const p of parts) {
    const Cls = load(p.c)[p.c.className];
    if (typeof Cls !== 'function') throw new Error(`${p.c.className} is not exported by its generated module ${p.c.module}`);
    new Cls(stack, p.id, build(p.sample, built));
  }
  const doc = TerrainTesting.synthToObject(stack, { printWarnings: false });
  const errors = TerrainTesting.errors(stack);
  if (errors.length) throw new Error(errors.join('\n  '));
  return { doc, stack };
}
