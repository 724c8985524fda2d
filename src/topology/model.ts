/* eslint-disable no-bitwise */ // schema facts keep attribute flags as a bit set
/**
 * The provider-neutral half of the stack diagrams (`topology.md`): a synthesized Terraform JSON
 * document read as resources, values and `${...}` references, and the diagram the per-provider
 * describers fill. Reading the document (not the constructs) makes the picture the same for L1s
 * and L2s. A value is shown only through `Field.text()`, which hides every attribute the
 * provider's schema facts mark sensitive or write-only. Not part of the public API.
 */
import { PROVIDERS } from '../generated/providers';

/** What a sensitive or write-only value is shown as. */
export const HIDDEN_TEXT = '(sensitive)';

/** Longest text of one value in a label; longer ones are cut with `…`. */
const MAX_TEXT = 48;

type Seg = string | number;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The provider (local name) of a type: one of ours by its prefix, else the part before the first `_`. */
export function providerOf(type: string): string {
  const ours = PROVIDERS.find((p) => type.startsWith(p.typePrefix));
  if (ours) return ours.name;
  const i = type.indexOf('_');
  return i < 0 ? type : type.slice(0, i);
}

/** A type without its provider's prefix: `mongodbatlas_database_user` → `database_user`. */
export function shortType(type: string): string {
  const p = providerOf(type);
  return type.startsWith(`${p}_`) && type.length > p.length + 1 ? type.slice(p.length + 1) : type;
}

// ---------------------------------------------------------------------------------------------
// Which attributes are sensitive: the schema facts of our providers (src/generated/<p>/schema-facts).

interface FactBlock { a?: Record<string, [unknown, number, FactNested?]>; b?: Record<string, FactNested> }
type FactNested = [string, number, number?, number?];
interface Facts { blocks: FactBlock[]; resources: Record<string, number>; dataSources: Record<string, number> }

/** Schema flags of a value that is never shown: 8 sensitive, 32 write-only (see scripts/gen/schema-facts.ts). */
const HIDE_FLAGS = 8 | 32;
const FACTS = new Map<string, Facts | undefined>();

function factsOf(provider: string): Facts | undefined {
  if (!FACTS.has(provider)) {
    let facts: Facts | undefined;
    if (PROVIDERS.some((p) => p.name === provider)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      facts = JSON.parse((require(`../generated/${provider}/schema-facts`) as { SCHEMA_FACTS: string }).SCHEMA_FACTS) as Facts;
    }
    FACTS.set(provider, facts);
  }
  return FACTS.get(provider);
}

/**
 * Whether the value at `path` of a resource (or data source) of `type` is, or lies inside, an
 * attribute the provider marks sensitive or write-only. List indices in the path are skipped.
 */
export function isHiddenPath(kind: 'resource' | 'data', type: string, path: readonly Seg[]): boolean {
  const facts = factsOf(providerOf(type));
  if (!facts) return false;
  const index = kind === 'data' ? facts.dataSources[type] : facts.resources[type];
  let block: FactBlock | undefined = index === undefined ? undefined : facts.blocks[index];
  for (const seg of path) {
    if (typeof seg === 'number') continue;
    if (!block) return false;
    const attr = block.a?.[seg];
    if (attr) {
      if ((attr[1] & HIDE_FLAGS) !== 0) return true;
      block = attr[2] ? facts.blocks[attr[2][1]] : undefined;
      continue;
    }
    const nested = block.b?.[seg];
    if (!nested) return false;
    block = facts.blocks[nested[1]];
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// The document.

/** `${var.x}` → `var.x`; a string with more than an interpolation stays as it is. */
export function expressionText(s: string): string {
  if (s.startsWith('${') && s.endsWith('}') && s.indexOf('${', 2) < 0) return s.slice(2, -1).trim();
  return s;
}

/** A text cut to `max` characters, with `…`. */
export function cut(s: string, max = MAX_TEXT): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** One resource or data source of the document. */
export class Resource {
  /** `type.name`, or `data.type.name` for a data source. */
  public readonly address: string;
  /** The provider's local name, e.g. `mongodbatlas`. */
  public readonly provider: string;

  constructor(
    public readonly kind: 'resource' | 'data',
    public readonly type: string,
    public readonly name: string,
    public readonly body: Readonly<Record<string, unknown>>,
  ) {
    this.address = kind === 'data' ? `data.${type}.${name}` : `${type}.${name}`;
    this.provider = providerOf(type);
  }

  /** The value at `keys` (a block written as a list of one is entered at its first item). */
  public at(...keys: string[]): Field {
    return new Field(this, [], this.body).at(...keys);
  }
}

/** A value inside a resource, with its path (for the sensitivity check). */
export class Field {
  constructor(public readonly resource: Resource, public readonly path: readonly Seg[], public readonly value: unknown) {}

  /** The value at `keys` below this one; a list on the way is entered at its first item. */
  public at(...keys: string[]): Field {
    let f: Field = this;
    for (const k of keys) {
      let v = f.value;
      let path = f.path;
      if (Array.isArray(v)) {
        path = [...path, 0];
        v = v[0];
      }
      f = new Field(this.resource, [...path, k], isObject(v) ? v[k] : undefined);
    }
    return f;
  }

  /** The items of a list or set; a single object (a block of one) is one item; nothing is none. */
  public items(): Field[] {
    const v = this.value;
    if (v === undefined || v === null) return [];
    if (Array.isArray(v)) return v.map((x, i) => new Field(this.resource, [...this.path, i], x));
    return [this];
  }

  /** Whether the provider marks the value (or an attribute around it) sensitive or write-only. */
  public get hidden(): boolean {
    return isHiddenPath(this.resource.kind, this.resource.type, this.path);
  }

  /**
   * The value as shown in a diagram: a string, number or boolean as text (cut when long), an
   * interpolation as its expression (`var.project_id`), a sensitive value as `(sensitive)`;
   * undefined for nothing, a list or an object.
   */
  public text(): string | undefined {
    const v = this.value;
    if (v === undefined || v === null || typeof v === 'object') return undefined;
    if (this.hidden) return HIDDEN_TEXT;
    if (typeof v === 'string') return cut(expressionText(v));
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return undefined;
  }

  /** The texts of a list of values (each as `text()` shows it). */
  public texts(): string[] {
    return this.items().map((f) => f.text()).filter((t): t is string => t !== undefined);
  }

  /** The raw string, for matching only (never shown: it may be sensitive). */
  public str(): string | undefined {
    return typeof this.value === 'string' ? this.value : undefined;
  }

  /** The number, when the value is one. */
  public num(): number | undefined {
    return typeof this.value === 'number' ? this.value : undefined;
  }

  /** The boolean, when the value is one. */
  public bool(): boolean | undefined {
    return typeof this.value === 'boolean' ? this.value : undefined;
  }
}

/** The resources and data sources of a synthesized Terraform JSON document. */
export class TfDocument {
  /** Every resource and data source, by address. */
  public readonly resources: readonly Resource[];
  private readonly byAddress = new Map<string, Resource>();
  private readonly byType = new Map<string, Resource[]>();

  /** Reads a parsed document; anything that is no resource or data source is left out. */
  constructor(doc: unknown) {
    const out: Resource[] = [];
    const root = isObject(doc) ? doc : {};
    for (const kind of ['resource', 'data'] as const) {
      const types = root[kind];
      if (!isObject(types)) continue;
      for (const [type, byName] of Object.entries(types)) {
        if (!isObject(byName)) continue;
        for (const [name, body] of Object.entries(byName)) {
          if (isObject(body)) out.push(new Resource(kind, type, name, body));
        }
      }
    }
    out.sort((a, b) => compare(a.address, b.address));
    this.resources = out;
    for (const r of out) {
      this.byAddress.set(r.address, r);
      if (r.kind === 'resource') {
        const list = this.byType.get(r.type) ?? [];
        list.push(r);
        this.byType.set(r.type, list);
      }
    }
  }

  /** The resources (not data sources) of a type, by address. */
  public ofType(...types: string[]): Resource[] {
    return types.flatMap((t) => this.byType.get(t) ?? []).sort((a, b) => compare(a.address, b.address));
  }

  /** The resource or data source at an address (`type.name` or `data.type.name`). */
  public get(address: string): Resource | undefined {
    return this.byAddress.get(address);
  }

  /**
   * The addresses of the resources and data sources of this document that a value refers to
   * through `${...}` (at any depth), sorted; `depends_on` is not a reference of a value.
   */
  public refsIn(value: unknown): string[] {
    const found = new Set<string>();
    const visit = (v: unknown, depth: number): void => {
      if (depth > 64) return;
      if (typeof v === 'string') {
        if (!v.includes('${')) return;
        for (const m of v.matchAll(/(?<![\w.-])(data\.)?([A-Za-z][\w-]*)\.([A-Za-z_][\w-]*)/g)) {
          const address = `${m[1] ?? ''}${m[2]}.${m[3]}`;
          if (this.byAddress.has(address)) found.add(address);
        }
      } else if (Array.isArray(v)) {
        for (const x of v) visit(x, depth + 1);
      } else if (isObject(v)) {
        for (const [k, x] of Object.entries(v)) if (k !== 'depends_on' && k !== '//') visit(x, depth + 1);
      }
    };
    visit(value, 0);
    return [...found].sort(compare);
  }

  /**
   * The candidate a value names: the first one it refers to through `${...}`, else the first
   * whose `attr` holds the same string (a name, an id, or the same expression).
   */
  public match(field: Field, candidates: readonly Resource[], attr: string): Resource | undefined {
    const refs = this.refsIn(field.value);
    const byRef = candidates.find((c) => refs.includes(c.address));
    if (byRef) return byRef;
    const s = field.str();
    if (s === undefined || s === '') return undefined;
    return candidates.find((c) => c.at(attr).str() === s);
  }
}

/** Code-point order, the same on every machine (localeCompare is not). */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// The diagram.

/** How a node is drawn. */
export type Shape = 'box' | 'round' | 'stadium' | 'cylinder' | 'subroutine' | 'hexagon' | 'flag' | 'parallelogram';
/** How an edge is drawn: `solid` wiring, `dotted` a reference or a weaker tie, `thick` a main path. */
export type EdgeStyle = 'solid' | 'dotted' | 'thick';

/** A box of the diagram. */
export interface DiagramNode {
  readonly key: string;
  readonly lines: readonly string[];
  readonly shape: Shape;
  readonly group?: string;
  /** Not managed by this stack: a data source, or an id from elsewhere (drawn dashed). */
  readonly external: boolean;
  /**
   * Drawn with its Terraform references as dotted arrows: a plain node (`genericNode`, no describer
   * has a picture for the resource), or a small one whose references are its picture (a lookup).
   */
  readonly generic: boolean;
}

/** A subgraph of the diagram. */
export interface DiagramGroup {
  readonly key: string;
  readonly label: string;
  readonly parent?: string;
}

/** An arrow of the diagram. */
export interface DiagramEdge {
  readonly from: string;
  readonly to: string;
  readonly label?: string;
  readonly style: EdgeStyle;
}

/** Options of a node. */
export interface NodeOptions {
  readonly shape?: Shape;
  readonly group?: string;
  readonly external?: boolean;
  readonly generic?: boolean;
}

/**
 * What the describers draw: nodes, groups (subgraphs) and edges, each by a key (a resource's
 * address, or a key the describer makes for a group or for something outside the stack), and
 * which node or group draws each resource. Keys are what makes the output stable: the renderer
 * sorts by them.
 */
export class Diagram {
  public readonly nodes = new Map<string, DiagramNode>();
  public readonly groups = new Map<string, DiagramGroup>();
  public readonly edges: DiagramEdge[] = [];
  private readonly anchors_ = new Map<string, string>();

  /** A group (subgraph); the first call with a key decides its label. Returns the key. */
  public group(key: string, label: string, parent?: string): string {
    if (!this.groups.has(key)) this.groups.set(key, { key, label, parent });
    return key;
  }

  /** A node; the first call with a key decides it. Returns the key. */
  public node(key: string, lines: readonly string[], options: NodeOptions = {}): string {
    if (!this.nodes.has(key)) {
      this.nodes.set(key, {
        key,
        lines: lines.filter((l) => l !== ''),
        shape: options.shape ?? 'box',
        group: options.group,
        external: options.external ?? false,
        generic: options.generic ?? false,
      });
    }
    return key;
  }

  /** An edge between two node or group keys (the same edge twice is drawn once). */
  public edge(from: string, to: string, label?: string, style: EdgeStyle = 'solid'): void {
    if (this.edges.some((e) => e.from === from && e.to === to && e.label === label && e.style === style)) return;
    this.edges.push({ from, to, label, style });
  }

  /** Records that the node or group `key` draws the resource. */
  public claim(r: Resource, key: string): void {
    if (!this.anchors_.has(r.address)) this.anchors_.set(r.address, key);
  }

  /** The node or group that draws a resource, if one does. */
  public anchorOf(address: string): string | undefined {
    return this.anchors_.get(address);
  }

  /** Whether some describer drew the resource. */
  public claimed(r: Resource): boolean {
    return this.anchors_.has(r.address);
  }

  /** Whether a group draws a resource (it is kept when empty). */
  public anchors(key: string): boolean {
    for (const k of this.anchors_.values()) if (k === key) return true;
    return false;
  }

  /** Whether any edge joins the two keys, either way. */
  public joined(a: string, b: string): boolean {
    return this.edges.some((e) => (e.from === a && e.to === b) || (e.from === b && e.to === a));
  }
}

/** Draws one provider's resources of a document. */
export interface TopologyDescriber {
  /** The provider's local name, e.g. `mongodbatlas`. */
  readonly provider: string;
  /** Draws the provider's resources (those it knows) on `d`, claiming each one it draws. */
  describe(doc: TfDocument, d: Diagram): void;
}

/**
 * A plain node for a resource no describer has a picture for: its short type and its name,
 * dashed for a data source. Claims it; returns the node's key.
 */
export function genericNode(d: Diagram, r: Resource, group?: string): string {
  const key = d.node(r.address, [r.kind === 'data' ? `data ${shortType(r.type)}` : shortType(r.type), r.name], {
    group, external: r.kind === 'data', generic: true,
  });
  d.claim(r, key);
  return key;
}

/** `n thing`/`n things`. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** The first `n` texts, and `+k more` for the rest. */
export function atMost(list: readonly string[], n: number): string[] {
  return list.length <= n ? [...list] : [...list.slice(0, n), `+${list.length - n} more`];
}
