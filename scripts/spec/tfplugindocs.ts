/**
 * Reads the schema section that terraform-plugin-docs (tfplugindocs) writes into a provider's
 * `docs/resources/*.md` and `docs/data-sources/*.md`: every attribute and block with its kind
 * (Required, Optional, Read-Only), its type as tfplugindocs prints it (`String`, `Set of String`,
 * `List of Object`, `Block List, Min: 1, Max: 10`, `Block, Optional`, `String, Sensitive`, ...),
 * and the nested schemas the anchors point to. Descriptions are read only so that callers can
 * check a documented list against them; they are never copied into a spec.
 * Used by `extract-equinix-fabric.ts`.
 */

export type DocKind = 'required' | 'optional' | 'read-only';

export interface DocAttribute {
  readonly name: string;
  readonly kind: DocKind;
  /** The type part: `String`, `List of Object`, `Block Set`, `Block` ... */
  readonly type: string;
  readonly min?: number;
  readonly max?: number;
  readonly sensitive: boolean;
  readonly deprecated: boolean;
  readonly description: string;
  /** The nested schema (blocks, and attributes of object type). */
  readonly nested?: DocAttribute[];
}

interface Section { readonly title: string; readonly lines: string[] }

/** Parses the `## Schema` part of a tfplugindocs page into its top-level attributes and blocks. */
export function parseSchemaDoc(markdown: string, page: string): DocAttribute[] {
  const at = markdown.indexOf('## Schema');
  if (at < 0) throw new Error(`${page}: no '## Schema' section`);
  const text = markdown.slice(at);
  // Split into the top-level section and the anchored nested sections.
  const anchors = new Map<string, Section>();
  const top: string[] = [];
  let current: string[] = top;
  let pendingAnchor: string | undefined;
  for (const line of text.split('\n')) {
    const a = /^<a id="([^"]+)"><\/a>$/.exec(line.trim());
    if (a) { pendingAnchor = a[1]; continue; }
    const h = /^### Nested Schema for `([^`]+)`/.exec(line);
    if (h) {
      if (!pendingAnchor) throw new Error(`${page}: nested schema '${h[1]}' without an anchor`);
      current = [];
      anchors.set(pendingAnchor, { title: h[1], lines: current });
      pendingAnchor = undefined;
      continue;
    }
    current.push(line);
  }
  const used = new Set<string>();
  const read = (lines: string[], where: string): DocAttribute[] => {
    const out: DocAttribute[] = [];
    let kind: DocKind | undefined;
    for (const line of lines) {
      const k = /^(?:### )?(Required|Optional|Read-Only):?\s*$/.exec(line.trim());
      if (k) { kind = k[1].toLowerCase() as DocKind; continue; }
      const m = /^- `([^`]+)` \(([^)]*)\)\s?(.*)$/.exec(line);
      if (!m) continue;
      if (!kind) throw new Error(`${page}: ${where}: attribute '${m[1]}' outside a Required/Optional/Read-Only list`);
      const [, name, typeText, rest] = m;
      const parts = typeText.split(', ');
      const type = parts[0];
      let min: number | undefined;
      let max: number | undefined;
      let sensitive = false;
      let deprecated = false;
      for (const p of parts.slice(1)) {
        const mm = /^(Min|Max): (\d+)$/.exec(p);
        if (mm) { if (mm[1] === 'Min') min = Number(mm[2]); else max = Number(mm[2]); continue; }
        if (p === 'Sensitive') { sensitive = true; continue; }
        if (p === 'Deprecated') { deprecated = true; continue; }
        // `Block, Optional` / `Block, Read-only`: the kind of a single block, already known from the list.
        if (type === 'Block' && (p === 'Optional' || p === 'Read-only' || p === 'Required')) continue;
        throw new Error(`${page}: ${where}.${name}: unknown type part '${p}' in '${typeText}'`);
      }
      const see = /\(see \[below for nested schema\]\(#([^)]+)\)\)/.exec(rest);
      let nested: DocAttribute[] | undefined;
      if (see) {
        const s = anchors.get(see[1]);
        if (!s) throw new Error(`${page}: ${where}.${name}: no nested schema '#${see[1]}'`);
        used.add(see[1]);
        nested = read(s.lines, s.title);
      }
      if (type === 'Block' && !nested) nested = [];
      const description = rest.replace(/\s*\(see \[below for nested schema\]\(#[^)]+\)\)/, '').trim();
      out.push({ name, kind, type, min, max, sensitive, deprecated, description, nested });
    }
    return out;
  };
  const attrs = read(top, 'schema');
  const unused = [...anchors.keys()].filter((a) => !used.has(a));
  if (unused.length) throw new Error(`${page}: nested schemas no attribute points to: ${unused.join(', ')}`);
  return attrs;
}
