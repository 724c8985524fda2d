/**
 * Renders a `Diagram` as a Mermaid flowchart (the ```mermaid block GitHub and most IDEs draw):
 * groups as subgraphs, nodes with their shapes, edges with their labels, in key order, so the
 * same document gives the same text byte for byte. Every text goes through `escapeText`: user
 * values cannot break out of a label or start Mermaid syntax. Not part of the public API.
 */
import { compare, Diagram, DiagramEdge, DiagramGroup, DiagramNode, EdgeStyle, Shape } from './model';

/**
 * A text made safe inside a quoted Mermaid label: the characters that end a label, start an
 * entity, a markdown string or HTML (`" # & < > \` |`) become numeric entity codes (`#34;`),
 * line breaks and other control characters become spaces.
 */
export function escapeText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/["#&<>`|]/g, (c) => `#${c.charCodeAt(0)};`);
}

const SHAPES: Record<Shape, [string, string]> = {
  box: ['[', ']'],
  round: ['(', ')'],
  stadium: ['([', '])'],
  cylinder: ['[(', ')]'],
  subroutine: ['[[', ']]'],
  hexagon: ['{{', '}}'],
  flag: ['>', ']'],
  parallelogram: ['[/', '/]'],
};

const ARROWS: Record<EdgeStyle, string> = { solid: '-->', dotted: '-.->', thick: '==>' };

/** A Mermaid id from a key: letters, digits and `_`, prefixed so that no id is a keyword (`end`). */
function baseId(prefix: string, key: string): string {
  const s = key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `${prefix}_${s || 'x'}`;
}

/** The lines of the flowchart (without the fence). */
export function renderMermaid(d: Diagram, direction = 'LR'): string[] {
  // Groups that hold something (a node, or a group that does) or draw a resource; other empty ones are left out.
  const children = new Map<string | undefined, DiagramGroup[]>();
  for (const g of d.groups.values()) {
    const parent = g.parent !== undefined && d.groups.has(g.parent) ? g.parent : undefined;
    children.set(parent, [...(children.get(parent) ?? []), g]);
  }
  const nodesIn = new Map<string | undefined, DiagramNode[]>();
  for (const n of d.nodes.values()) {
    const g = n.group !== undefined && d.groups.has(n.group) ? n.group : undefined;
    nodesIn.set(g, [...(nodesIn.get(g) ?? []), n]);
  }
  const live = new Set<string>();
  const holds = (key: string): boolean => {
    let any = (nodesIn.get(key) ?? []).length > 0 || d.anchors(key);
    for (const c of children.get(key) ?? []) if (holds(c.key)) any = true;
    if (any) live.add(key);
    return any;
  };
  for (const g of children.get(undefined) ?? []) holds(g.key);

  // Ids, in key order, unique.
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const assign = (prefix: string, keys: string[]) => {
    for (const key of keys.sort(compare)) {
      let id = baseId(prefix, key);
      for (let i = 2; used.has(id); i++) id = `${baseId(prefix, key)}_${i}`;
      used.add(id);
      ids.set(`${prefix}:${key}`, id);
    }
  };
  assign('g', [...live]);
  assign('n', [...d.nodes.keys()]);
  const idOf = (key: string): string | undefined => ids.get(`n:${key}`) ?? ids.get(`g:${key}`);

  const out = [`flowchart ${direction}`];
  const label = (lines: readonly string[]) => `"${lines.map(escapeText).join('<br/>')}"`;
  const emit = (group: string | undefined, indent: string) => {
    for (const n of (nodesIn.get(group) ?? []).sort((a, b) => compare(a.key, b.key))) {
      const [open, close] = SHAPES[n.shape];
      out.push(`${indent}${idOf(n.key)}${open}${label(n.lines)}${close}`);
    }
    for (const g of (children.get(group) ?? []).filter((c) => live.has(c.key)).sort((a, b) => compare(a.key, b.key))) {
      out.push(`${indent}subgraph ${ids.get(`g:${g.key}`)}[${label([g.label])}]`);
      // Mermaid lays out a subgraph without outside edges on its own, top to bottom unless told.
      out.push(`${indent}  direction ${direction}`);
      emit(g.key, `${indent}  `);
      out.push(`${indent}end`);
    }
  };
  emit(undefined, '  ');

  // Edges between drawn things, never between a group and something inside it (Mermaid cannot lay that out).
  const ancestors = (key: string): Set<string> => {
    const seen = new Set<string>();
    let g = d.nodes.get(key)?.group ?? d.groups.get(key)?.parent;
    while (g !== undefined && !seen.has(g)) {
      seen.add(g);
      g = d.groups.get(g)?.parent;
    }
    return seen;
  };
  const edges = d.edges
    .filter((e) => e.from !== e.to && idOf(e.from) !== undefined && idOf(e.to) !== undefined)
    .filter((e) => !ancestors(e.from).has(e.to) && !ancestors(e.to).has(e.from))
    .map((e): [string, DiagramEdge] => [`${idOf(e.from)} ${idOf(e.to)} ${e.label ?? ''} ${e.style}`, e])
    .sort((a, b) => compare(a[0], b[0]));
  let last = '';
  for (const [sortKey, e] of edges) {
    if (sortKey === last) continue;
    last = sortKey;
    const text = e.label !== undefined && e.label !== '' ? `|${label([e.label])}|` : '';
    out.push(`  ${idOf(e.from)} ${ARROWS[e.style]}${text} ${idOf(e.to)}`);
  }

  const external = [...d.nodes.values()].filter((n) => n.external).map((n) => idOf(n.key)!).sort(compare);
  if (external.length) {
    out.push('  classDef external stroke-dasharray: 5 5');
    out.push(`  class ${external.join(',')} external`);
  }
  return out;
}
