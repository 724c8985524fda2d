/**
 * The one line per stack that `TerrainSynth.synth` prints after a synth, and the diagrams it
 * writes: what the stack holds (resources and data sources per provider), what synth reported
 * (warnings, errors, policy findings) and where its files went. The types are public (in
 * `SynthReport.stacks`); the functions are not part of the public API.
 */
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import type * as TopologyIndex from '../../topology/index';
import type * as TopologyWrite from '../../topology/write';
import { policyCountsOf } from '../base/stack-hooks';

/** What the policy packs found on a stack, suppressed findings counted apart. */
export interface PolicySummary {
  /** Findings of rules at level `error` (not suppressed). */
  readonly errors: number;
  /** Findings of rules at level `warning` (not suppressed). */
  readonly warnings: number;
  /** Findings a suppression covers. */
  readonly suppressed: number;
}

/** What one stack of a synth holds, what synth reported on it, and where its files went. */
export interface StackSummary {
  /** The stack's name (its construct id), e.g. `prod`. */
  readonly stack: string;
  /** Resources per provider (by local name, e.g. `mongodbatlas`). */
  readonly resources: Record<string, number>;
  /** Data sources per provider. */
  readonly dataSources: Record<string, number>;
  /** Warnings reported on the stack and the constructs in it. */
  readonly warnings: number;
  /** Errors added as annotations on the stack and the constructs in it. */
  readonly errors: number;
  /**
   * What the policy packs found.
   * @default - no policy pack reached the stack
   */
  readonly policy?: PolicySummary;
  /** The stack's Terraform configuration, as written (`cdktf.out/stacks/<stack>/cdk.tf.json`). */
  readonly file: string;
  /**
   * The stack's diagram, `topology.md` beside its configuration.
   * @default - not written (`topology: false`)
   */
  readonly topologyFile?: string;
}

/* eslint-disable @typescript-eslint/no-require-imports */
// Loaded on first use: the diagrams need the provider table and schema facts, which the package
// root does not load until they are used.
export function topologyIndex(): typeof TopologyIndex {
  return require('../../topology/index') as typeof TopologyIndex;
}
export function topologyWrite(): typeof TopologyWrite {
  return require('../../topology/write') as typeof TopologyWrite;
}
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The summary of every stack of a synthesized app, writing each stack's `topology.md` when
 * `writeTopology` is set (or the stack's synthesizer did, see `TerrainSynth.addTopology`).
 * @param count the warnings and errors below a stack
 */
export function summarizeApp(
  app: App, writeTopology: boolean, count: (stack: TerraformStack) => { warnings: number; errors: number },
): StackSummary[] {
  const out: StackSummary[] = [];
  for (const c of app.node.findAll()) {
    if (!TerraformStack.isStack(c)) continue;
    const m = app.manifest.forStack(c);
    const file = path.join(app.outdir, m.synthesizedStackPath);
    const write = topologyWrite();
    const doc = write.stackDocument(file, c);
    const counts = topologyIndex().countByProvider(doc);
    let topologyFile: string | undefined;
    if (write.writesTopology(c)) topologyFile = path.join(app.outdir, m.workingDirectory, topologyIndex().TOPOLOGY_FILE);
    else if (writeTopology) topologyFile = write.writeTopologyFile(path.join(app.outdir, m.workingDirectory), doc, c.node.id);
    out.push({ stack: c.node.id, ...counts, ...count(c), policy: policyCountsOf(c), file, topologyFile });
  }
  return out;
}

/**
 * One line: `SYNTH [prod]: 4 resources (incident 1, mongodbatlas 3); 1 warning, 0 errors;
 * policy: 0 errors, 1 warning, 2 suppressed; cdktf.out/stacks/prod/cdk.tf.json + topology.md`.
 */
export function summaryLine(s: StackSummary): string {
  const byProvider = (o: Record<string, number>, word: string) => {
    const entries = Object.entries(o);
    const total = entries.reduce((n, [, v]) => n + v, 0);
    return total === 0 ? plural(0, word) : `${plural(total, word)} (${entries.map(([k, v]) => `${k} ${v}`).join(', ')})`;
  };
  const holds = [byProvider(s.resources, 'resource')];
  if (Object.keys(s.dataSources).length) holds.push(byProvider(s.dataSources, 'data source'));
  const policy = s.policy
    ? `policy: ${plural(s.policy.errors, 'error')}, ${plural(s.policy.warnings, 'warning')}, ${s.policy.suppressed} suppressed`
    : 'no policy packs';
  const files = `${shown(s.file)}${s.topologyFile ? ` + ${path.basename(s.topologyFile)}` : ''}`;
  return `SYNTH [${s.stack}]: ${holds.join(', ')}; ${plural(s.warnings, 'warning')}, ${plural(s.errors, 'error')}; ${policy}; ${files}`;
}

/** A path relative to the working directory when it is inside it, else absolute; with `/`. */
function shown(file: string): string {
  const rel = path.relative(process.cwd(), file);
  const p = rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? path.resolve(file) : rel;
  return p.split(path.sep).join('/');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
