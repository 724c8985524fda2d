/**
 * The reference pages of the policy packs (docs/policy/): an index of the packs, one page per pack
 * (its class, what it is for, its rules) and one page per rule (level, what it flags, why, the
 * fix, the Terraform types it reads, how to suppress it). Made from the pack objects themselves
 * (`IPolicyPack.rules`) and the TSDoc of each pack class, like the README's rule tables.
 */
import * as fs from 'fs';
import * as path from 'path';
import { code, inline, paragraph, rel, repoUrl, table } from './markdown';
import type { PolicyRuleInfo } from '../../src/policy/pack';

/** One page, relative to docs/. */
interface Page {
  readonly path: string;
  readonly content: string;
}

/** A rule as its pack lists it (the package's own type). */
type RuleInfo = PolicyRuleInfo;

interface Pack {
  /** The exported class, e.g. `AtlasBestPractices`. */
  readonly className: string;
  readonly packName: string;
  readonly rules: RuleInfo[];
  /** src/policy/<dir>/pack.ts, relative to the repository. */
  readonly source: string;
  /** The class's TSDoc, as markdown. */
  readonly doc: string;
}

/** The TSDoc comment right above `export class <name>` in a source file, without the comment markers. */
export function classDoc(source: string, className: string): string {
  const m = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export class ${className}\\b`).exec(source);
  if (!m) return '';
  return m[1]!.split('\n').map((l) => l.replace(/^\s*\* ?/, '')).join('\n').trim();
}

/** The library's packs: every class exported from src/policy that makes a pack with no props. */
export function readPacks(root: string): Pack[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const policy = require(path.join(root, 'src', 'policy')) as Record<string, unknown>;
  const packs: Pack[] = [];
  for (const [className, value] of Object.entries(policy)) {
    if (typeof value !== 'function') continue;
    let made: { packName?: unknown; rules?: unknown };
    try {
      made = new (value as new () => { packName?: unknown; rules?: unknown })();
    } catch {
      continue; // CustomPolicyPack needs props: a pack of the user's, not of this library.
    }
    if (typeof made.packName !== 'string' || !Array.isArray(made.rules)) continue;
    const dir = made.packName.toLowerCase();
    const source = `src/policy/${dir}/pack.ts`;
    const text = fs.readFileSync(path.join(root, source), 'utf8');
    packs.push({ className, packName: made.packName, rules: made.rules as RuleInfo[], source, doc: classDoc(text, className) });
  }
  return packs;
}

const packPage = (p: Pack) => `policy/${p.packName.toLowerCase()}.md`;
const rulePage = (p: Pack, r: RuleInfo) => `policy/${p.packName.toLowerCase()}/${r.id.toLowerCase()}.md`;
const ruleSource = (p: Pack, r: RuleInfo) => `src/policy/${p.packName.toLowerCase()}/rules/${r.id.toLowerCase()}.ts`;

/**
 * The pages of docs/policy/. `pages` holds the paths of the other generated pages (relative to
 * docs/), so that a type a rule reads links to its resource page when there is one.
 */
export function policyPages(root: string, pages: ReadonlySet<string>, header: string): Page[] {
  const packs = readPacks(root);
  const out: Page[] = [];
  const typeLink = (from: string, type: string) => {
    if (type === '*') return 'every resource, data source and provider type of the four providers';
    const provider = type.split('_')[0]!;
    const page = `${provider}/resources/${type}.md`;
    return pages.has(page) ? `[${code(type)}](${rel(from, page)})` : code(type);
  };
  const reads = (from: string, r: RuleInfo) => r.resourceTypes.map((t) => typeLink(from, t)).join(', ');

  const index = 'policy/README.md';
  out.push({
    path: index,
    content: header + [
      '# Policy packs', '',
      'Opt-in rules a platform team holds its stacks to, judged on the Terraform JSON that synth writes. Add a pack on the app',
      '(`Policies.of(app).add(new AtlasBestPractices())`): it judges every stack. An **error** finding fails synth; a **warning**',
      'is reported and synth goes on. Suppressions, reports (SARIF, JSON) and packs of your own rules (`CustomPolicyPack`) are in',
      `the README, [Policy packs](${rel(index, '../README.md')}#policy-packs).`, '',
      ...table(['Pack', 'Class', 'Rules', 'Errors', 'Warnings'], packs.map((p) => [
        `[${p.packName}](${rel(index, packPage(p))})`, code(p.className), String(p.rules.length),
        String(p.rules.filter((r) => r.level === 'error').length), String(p.rules.filter((r) => r.level === 'warning').length),
      ])), '',
      '## Every rule', '',
      ...table(['Rule', 'Level', 'Flags'], packs.flatMap((p) => p.rules.map((r) => [`[${r.id}](${rel(index, rulePage(p, r))})`, r.level, inline(r.summary)]))), '',
    ].join('\n'),
  });

  for (const p of packs) {
    const page = packPage(p);
    out.push({
      path: page,
      content: header + [
        `# ${p.packName}: \`${p.className}\``, '',
        `[Policy packs](${rel(page, index)}) · rule ids \`${p.packName}-*\` · source [${code(p.source)}](${repoUrl(p.source, root)})`, '',
        paragraph(p.doc), '',
        '## Rules', '',
        ...table(['Rule', 'Level', 'Flags', 'Reads'], p.rules.map((r) => [
          `[${r.id}](${rel(page, rulePage(p, r))})`, r.level, inline(r.summary), reads(page, r) + (r.wholeDocument ? ' (whole stack)' : ''),
        ])), '',
      ].join('\n'),
    });
    for (const r of p.rules) {
      const rp = rulePage(p, r);
      out.push({
        path: rp,
        content: header + [
          `# ${r.id}`, '',
          `[Policy packs](${rel(rp, index)}) · pack [${p.packName}](${rel(rp, page)}) (\`${p.className}\`) · level **${r.level}** · source [${code(ruleSource(p, r))}](${repoUrl(ruleSource(p, r), root)})`, '',
          `**Flags.** ${paragraph(r.summary)}`, '',
          `**Why.** ${paragraph(r.explanation)}`, '',
          `**Fix.** ${paragraph(r.fix)}`, '',
          `**Reads.** ${reads(rp, r)}: ${r.wholeDocument
            ? 'the whole synthesized document of the stack (a rule about several resources).'
            : 'one resource at a time, its synthesized input (snake_case keys, tokens resolved).'} A value Terraform knows only at plan is never judged.`, '',
          r.level === 'error'
            ? '**Outcome.** A finding fails synth: a validation error on the construct, with the rule id, the field, what was received, what is allowed and the fix.'
            : '**Outcome.** A finding is a warning (`[' + r.id + '] ...`, printed by the CLIs and `TerrainSynth`) and in the reports; synth goes on.', '',
          '## Suppress', '',
          'For a scope and everything in it, or only for named resources, with a reason of at least 10 characters:', '',
          '```ts',
          `Policies.of(scope).suppress('${r.id}', '<why this scope may break the rule>');`,
          `Policies.of(app).suppress('${r.id}', '<why>', { resources: ['prod/Orders'] });`,
          '```', '',
        ].join('\n'),
      });
    }
  }
  return out;
}
