/**
 * Terraform as the second judge of `terrain-constructs migrate`: each fixture app of
 * test/cli/migrate/fixtures is migrated (with its oracle), synthesized before (on the archived
 * binding, provider 1.x) and after (on our L1s), and every stack after passes Terraform validate
 * and plan through the stand-in providers (provider 2.x schemas), planning a create on the same
 * resource addresses the app had before (an address a `moved` block renames counts as its source).
 * The app before is not planned: its 1.x shapes are what the 2.x schemas refuse. Needs terraform
 * on PATH (skipped without, see test/terraform/util.ts).
 */
import * as fs from 'fs';
import * as path from 'path';
import { migrate } from '../../src/cli/migrate';
import type { CommandReport } from '../../src/cli/report';
import { synthesizeSources } from '../../src/cli/synth-source';
import { planDocument } from '../../src/terraform/plan-folder';
import { placeholderVariables } from '../../src/terraform/variables';
import { describeWithTerraform } from '../terraform/util';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURES = path.join(__dirname, 'migrate', 'fixtures');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const OURS = { 'terrain-constructs': require('../../src') };

/** Fixtures migrated with options of their own. */
const OPTIONS: Record<string, { clusterToAdvanced?: boolean }> = {
  'cluster-to-advanced': { clusterToAdvanced: true },
};

/** Fixtures not judged here, with the reason. */
const SKIPPED: Record<string, string> = {
  manual: 'what migrate leaves to hand edits (a project of a type we do not generate, shards and tags as tokens): the app after keeps the binding, and Terraform has no stand-in for mongodbatlas_project',
};

const ALL = fs.readdirSync(FIXTURES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

function copy(name: string): string {
  const dir = path.join(ROOT, '.cache', 'migrate-terraform', `${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** Every .ts file of the app (the `.gen` bindings included), with the migrated text where migrate changed it. */
function sources(dir: string, report?: CommandReport): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(p);
      } else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) {
        out.push({ path: p, text: report?.changes.find((c) => c.path === p)?.after ?? fs.readFileSync(p, 'utf8') });
      }
    }
  };
  walk(dir);
  return out;
}

/** `type.name` of every managed resource of a document. */
function resourceAddresses(doc: any): string[] {
  return Object.entries<any>(doc.resource ?? {}).flatMap(([type, byName]) => Object.keys(byName).map((n) => `${type}.${n}`)).sort();
}

const bare = (ref: string) => ref.replace(/^\$\{(.*)\}$/, '$1');

afterAll(() => fs.rmSync(path.join(ROOT, '.cache', 'migrate-terraform'), { recursive: true, force: true }));

test('every migrate fixture is judged here or skipped with a reason', () => {
  expect(Object.keys(SKIPPED).filter((n) => !ALL.includes(n))).toEqual([]);
  expect(ALL.filter((n) => !SKIPPED[n]).length).toBeGreaterThanOrEqual(6);
});

describeWithTerraform('migrate fixtures')('each migrated fixture, judged by Terraform', () => {
  test.each(ALL.filter((n) => !SKIPPED[n]))('%s: the stacks after pass validate and plan, on the addresses of before', async (name) => {
    const dir = copy(name);
    const entry = path.join(dir, 'main.ts');
    const report = migrate({ project: dir, ...OPTIONS[name], oracle: { entry, modulesAfter: OURS, resolveFrom: ROOT } });
    expect(report.oracle).toMatchObject({ ran: true, passed: true });
    const before = synthesizeSources({ files: sources(dir), entry, resolveFrom: ROOT });
    const after = synthesizeSources({ files: sources(dir, report), entry, modules: OURS, resolveFrom: ROOT });
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [stack, doc] of Object.entries<any>(after)) {
      const plan = await planDocument(doc, { variables: placeholderVariables(doc) });
      expect({ stack, failure: plan.failure, errors: plan.diagnostics.filter((d) => d.severity === 'error') }).toEqual({ stack, failure: undefined, errors: [] });
      // The planned instances, by resource, led back through the moved blocks to the address before.
      const movedFrom = new Map<string, string>((doc.moved ?? []).map((m: any) => [bare(m.to), bare(m.from)]));
      // --cluster-to-advanced renames the clusters (same names, the advanced type) through moved blocks; nothing else moves.
      expect(movedFrom.size > 0).toBe(OPTIONS[name]?.clusterToAdvanced === true);
      const planned = [...new Set(Object.keys(plan.actions).map((a) => a.replace(/\[[^\]]*\]$/, '')))].map((a) => movedFrom.get(a) ?? a).sort();
      expect({ stack, addresses: planned }).toEqual({ stack, addresses: resourceAddresses(before[stack]) });
      expect(new Set(Object.values(plan.actions))).toEqual(new Set(['create']));
    }
  }, 240_000);
});
