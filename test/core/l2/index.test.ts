/**
 * The kit's index: the concepts it lists are the ones docs/AUTHORING-L2.md explains (same names,
 * same order, at most 10), and every module of the kit is exported under one concept.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as kit from '../../../src/core/l2';

const L2 = path.join(__dirname, '..', '..', '..', 'src', 'core', 'l2');
const INDEX = fs.readFileSync(path.join(L2, 'index.ts'), 'utf8');
const GUIDE = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'AUTHORING-L2.md'), 'utf8');

/** `[number, name, modules]` of each concept of the index's header (` * 6. Values (`values.ts`, `lists.ts`): ...`). */
const concepts = [...INDEX.matchAll(/^ \* (\d+)\. ([^(\n]+?) \(((?:`[\w-]+\.ts`(?:, )?)+)\)/gm)]
  .map(([, n, name, modules]) => [Number(n), name, [...modules.matchAll(/`([\w-]+)\.ts`/g)].map((m) => m[1])] as const);

test('the index lists at most 10 concepts, numbered in order, each with its modules', () => {
  expect(concepts.length).toBeGreaterThan(0);
  expect(concepts.length).toBeLessThanOrEqual(10);
  expect(concepts.map(([n]) => n)).toEqual(concepts.map((_, i) => i + 1));
});

test('AUTHORING-L2.md states the same count and explains the same concepts, in the same order', () => {
  expect(GUIDE).toContain(`The kit has **${concepts.length} concepts**`);
  const sections = [...GUIDE.matchAll(/^## (\d+)\. (.+)$/gm)].map(([, n, name]) => [Number(n), name]);
  expect(sections).toEqual(concepts.map(([n, name]) => [n, name]));
});

test('every module of the kit belongs to one concept and is exported by the index', () => {
  const modules = fs.readdirSync(L2).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.slice(0, -3)).sort();
  const listed = concepts.flatMap(([, , m]) => m);
  expect([...listed].sort()).toEqual(modules);
  expect(new Set(listed).size).toBe(listed.length);
  for (const m of modules) expect(INDEX).toContain(`export * from './${m}';`);
});

test('what an L2 builds with comes from the kit: the construct base, Duration, and the cdktn functions L2s render with', () => {
  for (const name of ['Construct', 'Duration', 'RemovalPolicy', 'Fn', 'Lazy', 'Token', 'TerraformStack', 'BindContext', 'literalText', 'isKnown', 'Problems']) {
    expect((kit as Record<string, unknown>)[name]).toBeDefined();
  }
});
