/**
 * The reports of a stack's policy pass, written next to its cdk.tf.json when the stack is
 * synthesized (`app.synth()`, the cdktn and cdktf CLIs, `TerrainSynth.synth`):
 *
 * - `policy-report.json`: the packs and their rules, every finding (suppressed ones with their
 *   reason) and the unused suppressions;
 * - `policy-report.sarif`: SARIF 2.1.0, for GitHub code scanning and other SARIF viewers: the
 *   rules in `tool.driver.rules`, one result per finding with the construct path as a logical
 *   location and cdk.tf.json (with the resource's line, when synth wrote it) as the physical one,
 *   and suppressed findings carrying an `inSource` suppression with its justification;
 * - a short table on stderr, one line per rule that found something (not under the cdktn or cdktf
 *   CLI, which prints the findings itself from the manifest, nor with TERRAIN_CONSTRUCTS_QUIET).
 *
 * Not part of the public API.
 */
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { PassFinding, PassResult, scopeName, UNUSED_SUPPRESSION } from './engine';
import { ruleInfos } from './pack';
import { PolicyRule } from './rule';
import { testingPrints } from '../core/api/report';

const JSON_REPORT = 'policy-report.json';
const SARIF_REPORT = 'policy-report.sarif';
const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const INFORMATION_URI = 'https://github.com/terrain-constructs/terrain-constructs#policy-packs';

let version: string | undefined;
/** The version of this library (lib/policy -> package.json, or src/policy in the repository). */
function toolVersion(): string {
  if (version === undefined) {
    try {
      version = String(JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')).version);
    } catch {
      version = '0.0.0';
    }
  }
  return version;
}

interface Counts { errors: number; warnings: number; suppressed: number }

function counts(findings: readonly PassFinding[]): Counts {
  const c = { errors: 0, warnings: 0, suppressed: 0 };
  for (const f of findings) {
    if (f.suppression) c.suppressed++;
    else if (f.level === 'error') c.errors++;
    else c.warnings++;
  }
  return c;
}

/** The JSON report of a pass. */
function jsonReport(result: PassResult): object {
  const c = counts(result.findings);
  return {
    version: 1,
    tool: { name: 'terrain-constructs', version: toolVersion() },
    stack: { name: result.stackName, path: result.stackPath },
    packs: result.packs.map((p) => ({ name: p.name, rules: ruleInfos(p.rules) })),
    summary: { ...c, unusedSuppressions: result.unused.length },
    findings: result.findings.map((f) => ({
      ruleId: f.ruleId,
      level: f.level,
      constructPath: f.constructPath,
      resource: f.address,
      field: f.problem.field,
      problem: f.problem.problem,
      received: f.problem.received,
      allowed: f.problem.allowed,
      fix: f.problem.fix,
      message: f.message,
      suppressed: f.suppression !== undefined,
      suppression: f.suppression ? { reason: f.suppression.reason, scope: f.suppression.scopePath } : undefined,
    })),
    unusedSuppressions: result.unused.map((u) => ({ ruleId: u.ruleId, scope: u.scopePath, reason: u.reason })),
  };
}

/**
 * The SARIF 2.1.0 report of a pass.
 * @param stackFile the stack's cdk.tf.json, as a path relative to the working directory
 * @param lines the line of each resource (`<type>.<name>`) in that file, when it was written
 */
function sarifReport(result: PassResult, stackFile: string, lines: ReadonlyMap<string, number>): object {
  const rules: Array<PolicyRule | typeof UNUSED_RULE> = result.packs.flatMap((p) => p.rules);
  if (result.unused.length) rules.push(UNUSED_RULE);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const artifact = { uri: stackFile.split(path.sep).join('/'), uriBaseId: '%SRCROOT%' };
  const results: object[] = result.findings.map((f) => {
    const line = lines.get(f.address);
    return {
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId),
      level: f.level,
      message: { text: `[${f.constructPath}] ${f.message}` },
      locations: [{
        physicalLocation: { artifactLocation: artifact, ...(line ? { region: { startLine: line } } : {}) },
        logicalLocations: [{ fullyQualifiedName: f.constructPath, name: f.constructPath.split('/').pop(), kind: 'resource' }],
      }],
      partialFingerprints: { 'terrainPolicy/v1': fingerprint(f.ruleId, f.constructPath, f.problem.field) },
      ...(f.suppression ? { suppressions: [{ kind: 'inSource', status: 'accepted', justification: f.suppression.reason }] } : {}),
      properties: { resource: f.address, field: f.problem.field },
    };
  });
  for (const u of result.unused) {
    results.push({
      ruleId: UNUSED_SUPPRESSION,
      ruleIndex: index.get(UNUSED_SUPPRESSION),
      level: 'warning',
      message: { text: `Policies.of(${scopeName(u.scopePath)}).suppress('${u.ruleId}', ...) matched no finding in this synth.` },
      locations: [{
        physicalLocation: { artifactLocation: artifact },
        logicalLocations: [{ fullyQualifiedName: u.scopePath === '' ? result.stackPath : u.scopePath, kind: 'module' }],
      }],
      partialFingerprints: { 'terrainPolicy/v1': fingerprint(UNUSED_SUPPRESSION, u.scopePath, u.ruleId) },
    });
  }
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [{
      tool: {
        driver: {
          name: 'terrain-constructs',
          version: toolVersion(),
          informationUri: INFORMATION_URI,
          rules: rules.map((r) => ({
            id: r.id,
            name: r.id.replace(/[^A-Za-z0-9]/g, ''),
            shortDescription: { text: r.summary },
            fullDescription: { text: r.explanation },
            help: { text: r.fix },
            defaultConfiguration: { level: r.level },
            properties: { resourceTypes: [...r.types] },
          })),
        },
      },
      automationDetails: { id: `terrain-constructs/policy/${result.stackName}/` },
      results,
    }],
  };
}

/** The description of the unused-suppression warning, as a SARIF rule. */
const UNUSED_RULE = {
  id: UNUSED_SUPPRESSION,
  level: 'warning' as const,
  summary: 'A suppression matched no finding in this synth.',
  explanation: 'A stale suppression would hide the next real problem the rule finds.',
  fix: 'Remove the suppression (the rule passes now), or check the rule id and the resources for a typo.',
  types: [] as string[],
};

function fingerprint(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

/**
 * The line of each resource in a cdk.tf.json as cdktn writes it (two-space indent): `"<name>": {`
 * at depth 3 under `"resource"` / `"data"`, after its type at depth 2.
 */
function resourceLines(file: string): Map<string, number> {
  const out = new Map<string, number>();
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return out;
  }
  let block: string | undefined;
  let type: string | undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = /^( *)"([^"]+)": [{[]$/.exec(l);
    if (!m) continue;
    const depth = m[1].length / 2;
    if (depth === 1) {
      block = m[2];
      type = undefined;
    } else if (depth === 2 && (block === 'resource' || block === 'data')) {
      type = m[2];
    } else if (depth === 3 && type !== undefined) {
      out.set(block === 'data' ? `data.${type}.${m[2]}` : `${type}.${m[2]}`, i + 1);
    }
  }
  return out;
}

/** Writes the two reports into the stack's folder; returns their paths. */
export function writeReports(result: PassResult, stackDir: string): string[] {
  const stackFile = path.join(stackDir, 'cdk.tf.json');
  const lines = result.findings.length ? resourceLines(stackFile) : new Map<string, number>();
  const json = path.join(stackDir, JSON_REPORT);
  const sarif = path.join(stackDir, SARIF_REPORT);
  fs.mkdirSync(stackDir, { recursive: true });
  fs.writeFileSync(json, `${JSON.stringify(jsonReport(result), null, 2)}\n`);
  fs.writeFileSync(sarif, `${JSON.stringify(sarifReport(result, path.relative(process.cwd(), stackFile), lines), null, 2)}\n`);
  return [json, sarif];
}

/** The short table printed at synth: one line per rule that found something. */
export function tableLines(result: PassResult, files: readonly string[]): string[] {
  const c = counts(result.findings);
  const head = `Policy packs on stack '${result.stackName}' (${result.packs.map((p) => p.name).join(', ') || 'none'}): `
    + `${plural(c.errors, 'error')}, ${plural(c.warnings, 'warning')}, ${c.suppressed} suppressed`;
  const out = [head];
  const rows = new Map<string, { level: string; open: number; suppressed: number }>();
  for (const f of result.findings) {
    let row = rows.get(f.ruleId);
    if (!row) rows.set(f.ruleId, row = { level: f.level, open: 0, suppressed: 0 });
    if (f.suppression) row.suppressed++;
    else row.open++;
  }
  if (result.unused.length) rows.set(UNUSED_SUPPRESSION, { level: 'warning', open: result.unused.length, suppressed: 0 });
  if (rows.size) {
    const width = Math.max(4, ...[...rows.keys()].map((k) => k.length));
    out.push(`  ${'rule'.padEnd(width)}  level    found  suppressed`);
    for (const [id, r] of rows) out.push(`  ${id.padEnd(width)}  ${r.level.padEnd(7)}  ${String(r.open).padStart(5)}  ${String(r.suppressed).padStart(10)}`);
  }
  if (files.length) out.push(`  reports: ${files.map((f) => path.relative(process.cwd(), f)).join(', ')}`);
  return out;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Whether the table is printed: not under the cdktn or cdktf CLI, not with TERRAIN_CONSTRUCTS_QUIET. */
export function tablePrints(): boolean {
  return testingPrints() && process.env.CDKTF_CONTEXT_JSON === undefined;
}
