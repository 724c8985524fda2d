/**
 * Rewrites one config object literal of a binding class (provider 1.x shapes) to the 2.x shapes of
 * our L1, walking it with our schema facts: tags and labels to maps, `numShards` to repeated
 * replication specs, root `diskSizeGb` into each region config's specs, attributes 2.x removed
 * dropped with a note, single blocks given as one-element arrays unwrapped. Not part of the jsii API.
 */
import type { Node as TsNode, ObjectLiteralExpression } from 'ts-morph';
import { atlasFacts, ClassTarget, snakeOf } from './binding';
import { Edits } from './edits';
import { ReportEntry } from '../report';

/** Where the rewrite writes its edits and entries. */
export interface RewriteContext {
  readonly tsm: typeof import('ts-morph');
  readonly edits: Edits;
  /** The file, relative to the project root. */
  readonly file: string;
  readonly entries: ReportEntry[];
  readonly rules: Set<string>;
  /** Set when a rewrite wrote `RemovalPolicy.` (imported with mongodbatlas). */
  needsRemovalPolicy?: boolean;
}

const META = new Set(['dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'connection', 'provisioners']);
const SPEC_KEYS = ['electableSpecs', 'readOnlySpecs', 'analyticsSpecs'];
const TOKEN_RE = /\b(Token|Fn|Lazy)\.|\.(numberValue|stringValue|listValue|value)\b|\.get\(/;

export function entry(c: RewriteContext, node: TsNode, rule: string, outcome: ReportEntry['outcome'], subject: string, message: string, suggestion?: string): void {
  c.rules.add(rule);
  const line = node.getStartLineNumber();
  c.entries.push({ file: c.file, line, rule, outcome, subject, message, ...(suggestion !== undefined ? { suggestion } : {}) });
}

/** Whether an expression may be an unresolved reference (a token): never judged as a value. */
export function looksLikeToken(expr: TsNode): boolean {
  return TOKEN_RE.test(expr.getText());
}

/** Removes a property of an object literal with its comma. */
export function removeProperty(c: RewriteContext, obj: ObjectLiteralExpression, prop: TsNode): void {
  const props = obj.getProperties();
  const i = props.indexOf(prop as any);
  const text = c.edits.original;
  let end = prop.getEnd();
  const after = /^\s*,/.exec(text.slice(end));
  if (i < props.length - 1) {
    c.edits.add(prop.getStart(), props[i + 1]!.getStart(), '');
    return;
  }
  if (after) end += after[0].length;
  const prev = props[i - 1];
  const start = prev ? prev.getEnd() + (/^\s*,/.exec(text.slice(prev.getEnd()))?.[0].length ?? 0) : obj.getStart() + 1;
  c.edits.add(start, after || !prev ? end : prop.getEnd(), '');
  if (prev && !after) {
    // `a, b` without a trailing comma: remove the comma after a as well
    const comma = text.indexOf(',', prev.getEnd());
    c.edits.add(prev.getEnd(), comma + 1, '');
  }
}

/** Adds `text` (e.g. `diskSizeGb: 10`) as the last property of an object literal, in its layout. */
export function insertProperty(c: RewriteContext, obj: ObjectLiteralExpression, text: string): void {
  const props = obj.getProperties();
  const src = c.edits.original;
  if (!props.length) {
    c.edits.add(obj.getStart() + 1, obj.getStart() + 1, ` ${text} `);
    return;
  }
  const last = props[props.length - 1]!;
  const comma = /^\s*,/.exec(src.slice(last.getEnd()));
  const multiline = src.slice(obj.getStart(), last.getStart()).includes('\n');
  const lineStart = src.lastIndexOf('\n', last.getStart()) + 1;
  const indent = /^\s*/.exec(src.slice(lineStart, last.getStart()))![0];
  if (comma) c.edits.add(last.getEnd() + comma[0].length, last.getEnd() + comma[0].length, multiline ? `\n${indent}${text},` : ` ${text},`);
  else c.edits.add(last.getEnd(), last.getEnd(), multiline ? `,\n${indent}${text}` : `, ${text}`);
}

const IDENT_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A `[{ key, value }, ...]` array literal as map text (`{ env: 'dev', [k]: v }`), or undefined when
 * an element is not an object literal with exactly `key` and `value`.
 */
export function tagsMapText(tsm: typeof import('ts-morph'), arr: TsNode): string | undefined {
  const { Node } = tsm;
  if (!Node.isArrayLiteralExpression(arr)) return undefined;
  const pairs: string[] = [];
  for (const el of arr.getElements()) {
    if (!Node.isObjectLiteralExpression(el)) return undefined;
    const props = el.getProperties();
    const key = el.getProperty('key');
    const value = el.getProperty('value');
    if (props.length !== 2 || !key || !value || !Node.isPropertyAssignment(key) || !Node.isPropertyAssignment(value)) return undefined;
    const k = key.getInitializerOrThrow();
    const kText = Node.isStringLiteral(k) || Node.isNoSubstitutionTemplateLiteral(k)
      ? (IDENT_RE.test(k.getLiteralText()) ? k.getLiteralText() : k.getText())
      : `[${k.getText()}]`;
    pairs.push(`${kText}: ${value.getInitializerOrThrow().getText()}`);
  }
  return pairs.length ? `{ ${pairs.join(', ')} }` : '{}';
}

/** The map expression of a tags or labels value, or undefined when it cannot be rewritten (a token). */
export function tagsExpression(c: RewriteContext, init: TsNode): { text: string; literal: boolean } | undefined {
  const lit = tagsMapText(c.tsm, init);
  if (lit !== undefined) return { text: lit, literal: true };
  if (c.tsm.Node.isArrayLiteralExpression(init) || !init.getType().isArray()) return undefined;
  return { text: `Object.fromEntries(${init.getText()}.map((t) => [t.key, t.value]))`, literal: false };
}

function tagsToMap(c: RewriteContext, prop: TsNode, name: string, subject: string): void {
  const { Node } = c.tsm;
  const init = Node.isPropertyAssignment(prop) ? prop.getInitializerOrThrow()
    : Node.isShorthandPropertyAssignment(prop) ? prop.getNameNode() : undefined;
  const rule = 'migrate/tags-to-map';
  if (!init) return;
  const expr = tagsExpression(c, init);
  if (!expr) {
    const list = /^[\w$.]+$/.test(init.getText()) ? init.getText() : `(${init.getText()})`;
    entry(c, prop, rule, 'manual', subject, `${name}: provider 2.x takes a map of strings; this value (${init.getText()}) is neither a literal array of { key, value } nor an array, so it was left as it is. If it is a Terraform list (a variable, a reference), a for expression makes the map (import TerraformIterator and Token from cdktf).`,
      `${name}: Token.asStringMap(TerraformIterator.fromList(${list}).forExpressionForMap('val.key', 'val.value')),`);
    return;
  }
  c.edits.add(prop.getStart(), prop.getEnd(), `${name}: ${expr.text}`);
  entry(c, prop, rule, 'converted', subject, expr.literal
    ? `${name}: the { key, value } blocks became a map (provider 2.x).`
    : `${name}: the computed array became a map through Object.fromEntries (provider 2.x takes a map of strings).`);
}

interface Shard { readonly arr: TsNode; readonly el: ObjectLiteralExpression; readonly prop: TsNode }

/** Rewrites the config literal `obj` of a class that maps to `t`. */
export function rewriteConfig(c: RewriteContext, obj: ObjectLiteralExpression, t: ClassTarget, subject: string): void {
  if (t.block === undefined) return;
  const shards: Shard[] = [];
  let diskSize: TsNode | undefined;
  walk(c, obj, t.block, t, subject, '', shards, (p) => (diskSize = p));
  if (diskSize) moveDiskSize(c, obj, diskSize, subject);
  for (const s of shards) expandShards(c, s, subject);
}

function walk(c: RewriteContext, obj: ObjectLiteralExpression, block: number, t: ClassTarget, subject: string, at: string, shards: Shard[],
  onDisk: (p: TsNode) => void): void {
  const { Node } = c.tsm;
  const facts = atlasFacts().blocks[block]!;
  const advanced = t.tfType === 'mongodbatlas_advanced_cluster';
  for (const prop of obj.getProperties()) {
    if (!Node.isPropertyAssignment(prop) && !Node.isShorthandPropertyAssignment(prop)) continue;
    const name = prop.getName();
    if (at === '' && META.has(name)) continue;
    const snake = snakeOf(name);
    if (at === '' && advanced && (name === 'tags' || name === 'labels')) {
      tagsToMap(c, prop, name, subject);
      continue;
    }
    if (at === '' && advanced && name === 'diskSizeGb') {
      onDisk(prop);
      continue;
    }
    if (advanced && at === 'replication_specs' && name === 'numShards') {
      shards.push({ arr: obj.getParentOrThrow(), el: obj, prop });
      continue;
    }
    const attr = facts.a?.[snake];
    const nested = attr ? attr[2] : facts.b?.[snake];
    if (!attr && !nested) {
      removeProperty(c, obj, prop);
      entry(c, prop, 'migrate/removed-attribute', 'partial', subject, `${at ? `${at}.` : ''}${snake}: provider 2.x removed this attribute; it was dropped.`,
        name === 'id' ? 'use the cluster_id attribute where you used the id: cluster.clusterId' : `check that nothing depended on ${snake} (see the provider's 2.0.0 upgrade guide).`);
      continue;
    }
    if (!nested || !Node.isPropertyAssignment(prop)) continue;
    const init = prop.getInitializerOrThrow();
    const path = at ? `${at}.${snake}` : snake;
    if (nested[0] === 'single') {
      const only = Node.isArrayLiteralExpression(init) && init.getElements().length === 1 ? init.getElements()[0] : undefined;
      if (Node.isObjectLiteralExpression(init)) {
        walk(c, init, nested[1], t, subject, path, shards, onDisk);
      } else if (only && Node.isObjectLiteralExpression(only)) {
        const el = only;
        walk(c, el, nested[1], t, subject, path, shards, onDisk);
        c.edits.add(init.getStart(), init.getEnd(), c.edits.render(el.getStart(), el.getEnd()));
        entry(c, prop, 'migrate/single-block', 'converted', subject, `${path}: a single block in provider 2.x; the one-element array became the object.`);
      }
    } else if (Node.isArrayLiteralExpression(init)) {
      for (const el of init.getElements()) if (Node.isObjectLiteralExpression(el)) walk(c, el, nested[1], t, subject, path, shards, onDisk);
    }
  }
}

/** The object literals of `obj.key` when it is an array literal (non-literal elements are returned as undefined). */
function literalElements(c: RewriteContext, obj: ObjectLiteralExpression, key: string): Array<ObjectLiteralExpression | undefined> | undefined {
  const { Node } = c.tsm;
  const p = obj.getProperty(key);
  if (!p || !Node.isPropertyAssignment(p)) return undefined;
  const init = p.getInitializerOrThrow();
  if (!Node.isArrayLiteralExpression(init)) return undefined;
  return init.getElements().map((e) => (Node.isObjectLiteralExpression(e) ? e : undefined));
}

function moveDiskSize(c: RewriteContext, obj: ObjectLiteralExpression, prop: TsNode, subject: string): void {
  const { Node } = c.tsm;
  const rule = 'migrate/disk-size-moved';
  const value = Node.isPropertyAssignment(prop) ? prop.getInitializerOrThrow().getText() : (prop as any).getName();
  const specs = literalElements(c, obj, 'replicationSpecs');
  const targets: ObjectLiteralExpression[] = [];
  let complete = specs !== undefined && specs.every((s) => s !== undefined);
  for (const spec of specs ?? []) {
    const regions = spec && literalElements(c, spec, 'regionConfigs');
    if (!regions || regions.some((r) => !r)) complete = false;
    for (const region of regions ?? []) {
      if (!region) continue;
      for (const key of SPEC_KEYS) {
        const sp = region.getProperty(key);
        if (!sp) continue;
        const init = Node.isPropertyAssignment(sp) ? sp.getInitializer() : undefined;
        if (init && Node.isObjectLiteralExpression(init)) {
          if (!init.getProperty('diskSizeGb')) targets.push(init);
        } else {complete = false;}
      }
    }
  }
  if (!complete) {
    entry(c, prop, rule, 'manual', subject, 'disk_size_gb: provider 2.x sets the disk size in each region config\'s electable, read-only and analytics specs; the replication specs here are not all literal objects, so the root value was left where it is.',
      `diskSizeGb: ${value}, // move into each electableSpecs, readOnlySpecs and analyticsSpecs of every region config`);
    return;
  }
  removeProperty(c, obj, prop);
  for (const spec of targets) insertProperty(c, spec, `diskSizeGb: ${value}`);
  entry(c, prop, rule, 'converted', subject, `disk_size_gb: moved from the cluster into ${targets.length} spec${targets.length === 1 ? '' : 's'} of the region configs (provider 2.x).`);
}

function expandShards(c: RewriteContext, s: Shard, subject: string): void {
  const { Node } = c.tsm;
  const rule = 'migrate/num-shards-expanded';
  const expr = Node.isPropertyAssignment(s.prop) ? s.prop.getInitializerOrThrow() : (s.prop as any).getNameNode() as TsNode;
  if (looksLikeToken(expr)) {
    const scratch: RewriteContext = { ...c, edits: new Edits(c.edits.original), entries: [], rules: new Set() };
    removeProperty(scratch, s.el, s.prop);
    entry(c, s.prop, rule, 'manual', subject, `replication_specs.num_shards: provider 2.x takes one replication spec per shard; the count here (${expr.getText()}) is an unresolved reference, known only at apply, so it was left as it is. Repeat the spec by a TypeScript number known at synth (shardCount: from your code, an environment variable or a context value).`,
      `...Array.from({ length: shardCount }, () => (${scratch.edits.render(s.el.getStart(), s.el.getEnd())})),`);
    return;
  }
  if (!Node.isArrayLiteralExpression(s.arr)) return;
  removeProperty(c, s.el, s.prop);
  const text = c.edits.render(s.el.getStart(), s.el.getEnd());
  const src = c.edits.original;
  const lineStart = src.lastIndexOf('\n', s.el.getStart()) + 1;
  const indent = /^\s*/.exec(src.slice(lineStart, s.el.getStart()))![0];
  const multiline = src.slice(s.arr.getStart(), s.el.getStart()).includes('\n');
  if (Node.isNumericLiteral(expr)) {
    const n = Number(expr.getLiteralValue());
    if (!Number.isInteger(n) || n < 1) {
      entry(c, s.prop, rule, 'manual', subject, `replication_specs.num_shards: ${expr.getText()} is not a whole number of 1 or more.`, 'numShards: 1');
      return;
    }
    c.edits.add(s.el.getStart(), s.el.getEnd(), Array.from({ length: n }, () => text).join(multiline ? `,\n${indent}` : ', '));
    entry(c, s.prop, rule, 'converted', subject, `replication_specs.num_shards = ${n}: ${n === 1 ? 'removed (one spec is one shard in provider 2.x)' : `the spec was repeated ${n} times, one per shard (provider 2.x)`}.`);
    return;
  }
  c.edits.add(s.el.getStart(), s.el.getEnd(), `...Array.from({ length: ${expr.getText()} }, () => (${text}))`);
  entry(c, s.prop, rule, 'converted', subject, `replication_specs.num_shards = ${expr.getText()}: the spec is repeated that many times at synth, one per shard (provider 2.x).`);
}
