/**
 * Terraform plans every app of the realistic-configurations corpus (test/corpus/, all four
 * providers; test/corpus/cases.ts lists them), against the stand-in providers, with a
 * placeholder value of its type for every variable without default. Any Terraform error fails
 * the app's test. One Terraform run per app: a run costs about a tenth of a second once the
 * stand-ins are up (they are shared by the runs of the file), so the apps are not batched.
 */
import * as fs from 'fs';
import * as path from 'path';
import { describeWithTerraform, placeholderVariables, startAll } from './util';
import { TerrainTesting } from '../../src';
import { TerraformPlan } from '../../src/terraform/types';
import { CORPUS_CASES, CorpusCase } from '../corpus/cases';

const CORPUS = path.join(__dirname, '..', 'corpus');

/** The files of test/corpus/ that hold apps: every module of a provider folder but its helpers and tests. */
function areaFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(CORPUS, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && e.name !== 'corpus.ts') out.push(rel);
    }
  };
  for (const p of ['mongodbatlas', 'incident', 'ibm', 'equinix']) walk(p);
  return out.sort();
}

test('test/corpus/cases.ts lists every area file of the corpus', () => {
  expect([...new Set(CORPUS_CASES.map((c) => c.file))].sort()).toEqual(areaFiles());
});

describeWithTerraform('the Terraform tests of the corpus')('Terraform plans every app of the corpus', () => {
  let plans: Map<CorpusCase, Promise<TerraformPlan>>;

  beforeAll(() => {
    // Every app at once (Terraform runs a few at a time); each test awaits its own.
    plans = startAll(CORPUS_CASES, 4, (c) => {
      const stack = c.stack();
      return TerrainTesting.plan(stack, { variables: placeholderVariables(stack.toTerraform()), printWarnings: false });
    });
  });

  test.each(CORPUS_CASES.map((c) => [c.provider, c.name, c]))('%s: %s', async (_provider, _name, c) => {
    const plan = await plans.get(c)!;
    expect(plan.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // Every planned change leads back to the construct it came from.
    expect(plan.changes.filter((ch) => !ch.constructPath)).toEqual([]);
  }, 180_000);
});
