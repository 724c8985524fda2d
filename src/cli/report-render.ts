/**
 * The report of `terrain-constructs migrate` and `terrain-constructs convert` (src/cli/report.ts),
 * rendered for people (Markdown) and for programs (JSON, `schemaVersion` 1). Both list the
 * entries per file, then per line; the totals per outcome; the oracle's result; and for migrate
 * the operator's checklist. Deterministic: the same report renders to the same text. Not part of
 * the jsii API.
 */
import * as path from 'path';
import { CommandReport, OracleDifference, OracleResult, Outcome, ReportEntry } from './report';

/** The version of the JSON report's shape; raised when a key changes meaning or goes away. */
export const REPORT_SCHEMA_VERSION = 1;

export const OUTCOMES: readonly Outcome[] = ['converted', 'partial', 'manual'];

/** The entries grouped per file (files in name order), each file's entries by line, then rule, then subject. */
export function entriesByFile(entries: readonly ReportEntry[]): { file: string; entries: ReportEntry[] }[] {
  const files = new Map<string, ReportEntry[]>();
  for (const e of entries) {
    const list = files.get(e.file) ?? [];
    list.push(e);
    files.set(e.file, list);
  }
  return [...files.keys()].sort(compareText).map((file) => ({
    file,
    entries: [...files.get(file)!].sort((a, b) => a.line - b.line || compareText(a.rule, b.rule) || compareText(a.subject, b.subject)),
  }));
}

/** How many entries have each outcome (every outcome present, in the order converted, partial, manual). */
export function totals(entries: readonly ReportEntry[]): Record<Outcome, number> {
  const t: Record<Outcome, number> = { converted: 0, partial: 0, manual: 0 };
  for (const e of entries) t[e.outcome] += 1;
  return t;
}

/** The differences no rule explains. */
export function unexplained(oracle: OracleResult): OracleDifference[] {
  return oracle.differences.filter((d) => d.explainedBy === undefined);
}

/** The files the report's changes write, relative to its root with `/`, in name order, each new or modified. */
export function changedFiles(report: CommandReport): { file: string; change: 'new' | 'modified' }[] {
  return report.changes
    .filter((c) => c.before !== c.after)
    .map((c) => ({ file: relativeTo(report.root, c.path), change: c.before === undefined ? 'new' as const : 'modified' as const }))
    .sort((a, b) => compareText(a.file, b.file));
}

/** One line saying what the oracle concluded. */
export function oracleSummary(oracle: OracleResult | undefined): string {
  if (!oracle) return 'The oracle did not run: the command was asked not to run it.';
  if (!oracle.ran) return `The oracle did not run: ${oracle.reason ?? 'no reason was given'}.`;
  const bad = unexplained(oracle).length;
  const explained = oracle.differences.length - bad;
  const moved = oracle.addressesRemoved.length + oracle.addressesAdded.length;
  if (oracle.passed) {
    return `The oracle passed: the synthesized JSON before and after differs only where a rule explains it (${explained} explained difference(s)), and no address changed${moved ? ' except by a moved block' : ''}.`;
  }
  const parts = [`${bad} unexplained difference(s)`];
  if (oracle.addressesRemoved.length) parts.push(`address(es) removed: ${oracle.addressesRemoved.join(', ')}`);
  if (oracle.addressesAdded.length) parts.push(`address(es) added: ${oracle.addressesAdded.join(', ')}`);
  return `The oracle FAILED: ${parts.join('; ')}.`;
}

/** The report as Markdown. */
export function renderMarkdown(report: CommandReport): string {
  const out: string[] = [];
  const t = totals(report.entries);
  out.push(`# terrain-constructs ${report.command} report`, '');
  out.push(`Root: \`${report.root}\``, '');
  out.push('| Outcome | Entries |', '| --- | ---: |');
  for (const o of OUTCOMES) out.push(`| ${o} | ${t[o]} |`);
  out.push(`| total | ${report.entries.length} |`, '');
  out.push(oracleSummary(report.oracle), '');

  out.push('## Files changed', '');
  const changed = changedFiles(report);
  if (!changed.length) out.push('None.', '');
  else out.push(...changed.map((c) => `- \`${c.file}\` (${c.change})`), '');

  out.push('## Entries', '');
  const groups = entriesByFile(report.entries);
  if (!groups.length) out.push('None.', '');
  const edits: string[] = [];
  let editNo = 0;
  for (const g of groups) {
    const ft = totals(g.entries);
    out.push(`### \`${g.file}\``, '');
    out.push(OUTCOMES.map((o) => `${o} ${ft[o]}`).join(', '), '');
    out.push('| Outcome | Line | Rule | Subject | Message | Suggestion |', '| --- | ---: | --- | --- | --- | --- |');
    for (const e of g.entries) {
      let suggestion = '';
      if (e.suggestion !== undefined) {
        if (e.suggestion.trim().includes('\n')) {
          editNo += 1;
          edits.push(`${editNo}. \`${g.file}:${e.line}\` ${cell(e.subject)} (\`${e.rule}\`):`, '', indent(fence(e.suggestion)), '');
          suggestion = `hand edit ${editNo} below`;
        } else {
          suggestion = code(e.suggestion.trim());
        }
      }
      out.push(`| ${e.outcome} | ${e.line} | \`${e.rule}\` | ${cell(e.subject)} | ${cell(e.message)} | ${suggestion} |`);
    }
    out.push('');
  }
  if (edits.length) out.push('## Hand edits', '', ...edits);

  if (report.oracle?.ran) out.push('## Oracle', '', ...oracleMarkdown(report.oracle));

  if (report.checklist?.length) {
    out.push('## Checklist', '', ...report.checklist.map((step, i) => `${i + 1}. ${step.replace(/\n/g, ' ')}`), '');
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

function oracleMarkdown(oracle: OracleResult): string[] {
  const out: string[] = [];
  const bad = unexplained(oracle);
  if (bad.length) {
    out.push('Unexplained differences:', '', '| Path | Before | After |', '| --- | --- | --- |');
    for (const d of bad) out.push(`| \`${d.path.replace(/\|/g, '\\|')}\` | ${value(d.before)} | ${value(d.after)} |`);
    out.push('');
  }
  for (const [label, list] of [['Addresses removed', oracle.addressesRemoved], ['Addresses added', oracle.addressesAdded]] as const) {
    if (list.length) out.push(`${label}:`, '', ...list.map((a) => `- \`${a}\``), '');
  }
  const byRule = new Map<string, number>();
  for (const d of oracle.differences) if (d.explainedBy !== undefined) byRule.set(d.explainedBy, (byRule.get(d.explainedBy) ?? 0) + 1);
  if (byRule.size) {
    out.push('Explained differences, per rule:', '', '| Rule | Differences |', '| --- | ---: |');
    for (const rule of [...byRule.keys()].sort(compareText)) out.push(`| \`${rule}\` | ${byRule.get(rule)} |`);
    out.push('');
  }
  if (!out.length) out.push('The synthesized JSON is the same before and after.', '');
  return out;
}

/** The report as JSON (2 spaces, keys in a fixed order, `schemaVersion` first). */
export function renderJson(report: CommandReport): string {
  const oracle = report.oracle;
  const doc = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    command: report.command,
    root: report.root,
    totals: { ...totals(report.entries), total: report.entries.length },
    changes: changedFiles(report),
    files: entriesByFile(report.entries).map((g) => ({
      file: g.file,
      totals: totals(g.entries),
      entries: g.entries.map((e) => ({
        line: e.line,
        outcome: e.outcome,
        rule: e.rule,
        subject: e.subject,
        message: e.message,
        suggestion: e.suggestion ?? null,
      })),
    })),
    oracle: oracle === undefined
      ? { ran: false, reason: 'the command was asked not to run it', passed: false, differences: [], addressesRemoved: [], addressesAdded: [] }
      : {
        ran: oracle.ran,
        reason: oracle.reason ?? null,
        passed: oracle.passed,
        // A value that is not there (a key only before or only after) has no `before` or `after`.
        differences: oracle.differences.map((d) => ({
          path: d.path,
          ...(d.before === undefined ? {} : { before: d.before }),
          ...(d.after === undefined ? {} : { after: d.after }),
          explainedBy: d.explainedBy ?? null,
        })),
        addressesRemoved: [...oracle.addressesRemoved],
        addressesAdded: [...oracle.addressesAdded],
      },
    checklist: report.checklist ? [...report.checklist] : null,
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A file's path relative to the root, with `/` (an absolute path when it is outside the root). */
export function relativeTo(root: string, file: string): string {
  const rel = path.relative(root, file);
  return (rel.startsWith('..') || path.isAbsolute(rel) ? file : rel).split(path.sep).join('/');
}

/** Compares by UTF-16 code units: the order does not depend on the locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Inline code for a table cell: a run of backticks longer than any inside, pipes escaped. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  const pad = longest ? ' ' : '';
  return `${f}${pad}${text.replace(/\|/g, '\\|')}${pad}${f}`;
}

/** Indents a block under a numbered list item. */
function indent(block: string): string {
  return block.split('\n').map((l) => (l ? `   ${l}` : l)).join('\n');
}

/** Text for a table cell: pipes escaped, line breaks as spaces. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A fenced TypeScript block long enough for the backticks it holds. */
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  return `${f}ts\n${text.replace(/\n+$/, '')}\n${f}`;
}

/** A value of the oracle for a table cell: its JSON, in code; `(absent)` for a value that is not there. */
function value(v: unknown): string {
  if (v === undefined) return '(absent)';
  return code(JSON.stringify(v) ?? String(v));
}
