import { Diagram } from '../../src/topology/model';
import { escapeText, renderMermaid } from '../../src/topology/render';

test('escapeText: what ends a label or starts Mermaid or HTML becomes an entity code; control characters a space', () => {
  expect(escapeText('a "b" #c &d <e> `f` |g|')).toBe('a #34;b#34; #35;c #38;d #60;e#62; #96;f#96; #124;g#124;');
  expect(escapeText('line\nbreak\r\ttab\u0007')).toBe('line break tab ');
  expect(escapeText('<script>alert(1)</script>')).toBe('#60;script#62;alert(1)#60;/script#62;');
  expect(escapeText('"]; click a call evil() %% x')).toBe('#34;]; click a call evil() %% x');
});

test('ids from keys: prefixed (no keyword such as `end`), unique, in key order; shapes; nested groups with a direction', () => {
  const d = new Diagram();
  d.group('outer', 'Outer "one"');
  d.group('inner', 'Inner', 'outer');
  d.node('end', ['end'], { group: 'inner' });
  d.node('a-b', ['dash'], { group: 'outer', shape: 'cylinder' });
  d.node('a_b', ['underscore'], { shape: 'stadium' });
  d.node('', ['empty key'], { shape: 'hexagon' });
  for (const shape of ['round', 'subroutine', 'flag', 'parallelogram'] as const) d.node(shape, [shape], { shape });
  expect(renderMermaid(d)).toEqual([
    'flowchart LR',
    '  n_x{{"empty key"}}',
    '  n_a_b_2(["underscore"])',
    '  n_flag>"flag"]',
    '  n_parallelogram[/"parallelogram"/]',
    '  n_round("round")',
    '  n_subroutine[["subroutine"]]',
    '  subgraph g_outer["Outer #34;one#34;"]',
    '    direction LR',
    '    n_a_b[("dash")]',
    '    subgraph g_inner["Inner"]',
    '      direction LR',
    '      n_end["end"]',
    '    end',
    '  end',
  ]);
});

test('edges: sorted, once, labelled and styled; never to a missing key, to itself, or between a group and what it holds', () => {
  const d = new Diagram();
  d.group('g', 'G');
  d.node('a', ['a'], { group: 'g' });
  d.node('b', ['b']);
  d.node('c', ['c'], { external: true });
  d.edge('b', 'a', 'solid "one"');
  d.edge('b', 'a', 'solid "one"');
  d.edge('a', 'c', undefined, 'dotted');
  d.edge('c', 'b', 'main', 'thick');
  d.edge('a', 'g');
  d.edge('g', 'a');
  d.edge('b', 'g', 'to the group');
  d.edge('b', 'b');
  d.edge('b', 'nowhere');
  expect(renderMermaid(d).slice(7)).toEqual([
    '  n_a -.-> n_c',
    '  n_b -->|"to the group"| g_g',
    '  n_b -->|"solid #34;one#34;"| n_a',
    '  n_c ==>|"main"| n_b',
    '  classDef external stroke-dasharray: 5 5',
    '  class n_c external',
  ]);
});

test('an empty group is left out unless it draws a resource; a node of an unknown group is drawn at the top', () => {
  const d = new Diagram();
  d.group('empty', 'Empty');
  d.group('env', 'Environment');
  d.group('child', 'Child', 'missing-parent');
  d.node('n', ['n'], { group: 'missing' });
  d.node('m', ['m'], { group: 'child' });
  d.claim({ address: 't.x' } as any, 'env');
  expect(renderMermaid(d, 'TB')).toEqual([
    'flowchart TB',
    '  n_n["n"]',
    '  subgraph g_child["Child"]',
    '    direction TB',
    '    n_m["m"]',
    '  end',
    '  subgraph g_env["Environment"]',
    '    direction TB',
    '  end',
  ]);
});
