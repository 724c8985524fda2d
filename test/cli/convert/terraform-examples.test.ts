/**
 * Terraform as the second judge of `terrain-constructs convert` on the providers' own examples at
 * the pinned tags (fixtures/provider-examples.ts; a provider without mirror is skipped with the
 * reason). Judged: each module all of whose blocks are of types we generate (or terraform_data),
 * without module calls, whose conversion passes convert's oracle. Terraform plans the example's
 * folder and the converted stack's JSON through the stand-ins, with the same placeholder for each
 * variable without default; both must plan the same action on every address, or fail with the same
 * errors (many examples carry placeholders Terraform refuses: then it must refuse both alike).
 * An example without required_providers gets our provider's source in a file of its own (as the
 * converted stack declares it; Terraform would otherwise look for hashicorp/<name>). Needs
 * terraform on PATH (skipped without, see test/terraform/util.ts); about two Terraform runs a module.
 */
import * as fs from 'fs';
import * as path from 'path';
import { declaredBlocks, ExampleModule, mirrorOf, modulesOf, SOURCES, writeModule } from './fixtures/provider-examples';
import { convert } from '../../../src/cli/convert';
import { synthesizeSources } from '../../../src/cli/synth-source';
import { FolderPlan, planDocument, planFolder } from '../../../src/terraform/plan-folder';
import { STAND_IN_PROVIDERS } from '../../../src/terraform/schema';
import { placeholderVariables } from '../../../src/terraform/variables';
import { describeWithTerraform } from '../../terraform/util';

const ROOT = path.join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MODULES = { 'terrain-constructs': require('../../../src') };

/** At least this many modules judged per provider (convert's oracle decides which). */
const AT_LEAST: Record<string, number> = { mongodbatlas: 18, incident: 30, equinix: 36, ibm: 21 };

/** Modules where the two sides differ, by provider, with the reason (each must still differ, and no other may). */
const KNOWN: Record<string, Record<string, string>> = {
  ibm: {
    'website/docs/r/app_config_feature.html.markdown #1': 'the page declares ibm_app_config_feature.app_config_feature twice: Terraform refuses the HCL (Duplicate resource), '
      + 'convert keeps the first (a convert/duplicate manual entry) and Terraform judges that one',
  },
};

/** Terraform's errors, in an order and wording both syntaxes share (an argument the schema lacks is worded apart in JSON). */
function errorsOf(p: FolderPlan): string[] {
  return p.diagnostics.filter((d) => d.severity === 'error').map((d) => {
    const unknown = /^No argument or block type is named "([^"]+)"/.exec(d.detail) ?? /^An argument named "([^"]+)" is not expected here/.exec(d.detail);
    return unknown ? `Unsupported argument: ${unknown[1]}` : `${d.summary}: ${d.detail.split('\n')[0]}`;
  }).sort();
}

/** Converts and plans one module both ways; undefined when it is not judged (its oracle fails). */
async function judge(provider: string, m: ExampleModule): Promise<{ same: boolean; hcl: FolderPlan; ts: FolderPlan } | undefined> {
  const { dir, files } = writeModule(m, 'terraform-example-');
  try {
    const out = path.join(dir, 'main.ts');
    let report;
    try {
      report = await convert({ files, cwd: dir, out, modules: MODULES, resolveFrom: ROOT });
    } catch {
      return undefined; // a file that does not parse: provider-examples.test.ts counts it
    }
    if (!report.oracle?.passed) return undefined;
    const doc = synthesizeSources({ files: [{ path: out, text: report.changes[0].after }], entry: out, modules: MODULES, resolveFrom: ROOT }).main;
    if (!m.files.some((f) => /required_providers/.test(f.text))) {
      const required = { [provider]: { source: STAND_IN_PROVIDERS[provider] } };
      fs.writeFileSync(path.join(dir, 'judge_required_providers.tf.json'), JSON.stringify({ terraform: { required_providers: required } }));
    }
    const variables = placeholderVariables(doc);
    const [hcl, ts] = await Promise.all([planFolder(dir, { variables }), planDocument(doc, { variables })]);
    const same = JSON.stringify(hcl.actions) === JSON.stringify(ts.actions) && JSON.stringify(errorsOf(hcl)) === JSON.stringify(errorsOf(ts));
    return { same, hcl, ts };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(SOURCES.map((s) => [s.provider, s] as const))('the examples of %s, converted, judged by Terraform', (provider, source) => {
  const mirror = mirrorOf(source);
  if (!('dir' in mirror)) {
    test.skip(`skipped: ${mirror.missing}`, () => undefined);
    return;
  }
  describeWithTerraform(`examples of ${provider}`)(source.tag, () => {
    test('the example and the converted stack plan the same actions, or fail with the same errors', async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const facts = JSON.parse((require(`../../../src/generated/${provider}/schema-facts`) as { SCHEMA_FACTS: string }).SCHEMA_FACTS);
      const ours = (kind: string, type: string) => type === 'terraform_data' || (kind === 'resource' ? facts.resources : facts.dataSources)[type] !== undefined;
      let judged = 0;
      let planned = 0;
      const differ: string[] = [];
      for (const m of modulesOf(source, mirror.dir)) {
        const blocks = m.files.flatMap((f) => declaredBlocks(f.name, f.text));
        if (!blocks.length || !blocks.every((b) => ours(b.kind, b.type)) || m.files.some((f) => /^\s*module\s+"/m.test(f.text))) continue;
        const r = await judge(provider, m);
        if (!r) continue;
        judged++;
        if (r.hcl.ok && r.ts.ok) planned++;
        if (!r.same) {
          differ.push(KNOWN[provider]?.[m.name] ? m.name : `${m.name}: HCL ${JSON.stringify(r.hcl.actions)} ${JSON.stringify(errorsOf(r.hcl))}; TS ${JSON.stringify(r.ts.actions)} ${JSON.stringify(errorsOf(r.ts))}`);
        }
      }
      process.stdout.write(`${provider} ${source.tag}: ${judged} modules judged by Terraform, ${judged - differ.length} alike; ${planned} planned without error on both sides\n`);
      expect(differ).toEqual(Object.keys(KNOWN[provider] ?? {}));
      expect(judged).toBeGreaterThanOrEqual(AT_LEAST[provider]);
    }, 600_000);
  });
});
