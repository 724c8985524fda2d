/**
 * Writing `topology.md` beside a stack's Terraform JSON: after `TerrainSynth.synth`, and, for the
 * stacks of a scope given to `TerrainSynth.addTopology`, at every synth of their synthesizer
 * (`app.synth()`, `cdktn synth`, `cdktf synth`, which all run the app's synth into the CLI's
 * output folder). Not part of the public API.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import { TOPOLOGY_FILE, topologyMarkdown } from './index';
import { onStackFound } from '../core/base/stack-hooks';

/** What a synth session tells a stack's synthesizer (the part read here). */
interface Session {
  readonly outdir: string;
  readonly manifest?: { forStack(stack: TerraformStack): { synthesizedStackPath: string; workingDirectory: string } };
}

/**
 * The synthesized document of a stack: its JSON file when synth wrote one, else (HCL output, or a
 * file that cannot be read) the stack's configuration as cdktn renders it.
 */
export function stackDocument(file: string, stack: TerraformStack): unknown {
  if (file.endsWith('.json')) {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // Fall through: render it again.
    }
  }
  return stack.toTerraform();
}

/** Writes the diagram of `doc` as `topology.md` into `dir`; returns the file's path. */
export function writeTopologyFile(dir: string, doc: unknown, stackName: string): string {
  const file = path.join(dir, TOPOLOGY_FILE);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, topologyMarkdown(doc, stackName));
  return file;
}

const SCOPES = new WeakSet<IConstruct>();
const WRAPPED = new WeakSet<IConstruct>();
let hooked = false;

/**
 * Makes every synth of the stacks in `scope` (the stack around it, or every stack below it,
 * also those created later that hold a construct of this library) write `topology.md`.
 */
export function addTopology(scope: IConstruct): void {
  SCOPES.add(scope);
  const enclosing = scope.node.scopes.slice().reverse().find((c) => TerraformStack.isStack(c));
  for (const c of enclosing ? [enclosing] : scope.node.findAll()) if (TerraformStack.isStack(c)) wrap(c);
  if (!hooked) {
    hooked = true;
    onStackFound((stack) => {
      if (TerraformStack.isStack(stack) && stack.node.scopes.some((s) => SCOPES.has(s))) wrap(stack);
    });
  }
}

/** Whether the stack's synthesizer writes the diagram itself (`addTopology`). */
export function writesTopology(stack: IConstruct): boolean {
  return WRAPPED.has(stack);
}

/** Wraps the stack's synthesizer (once) so that a successful synth writes the diagram. */
function wrap(stack: TerraformStack): void {
  if (WRAPPED.has(stack)) return;
  WRAPPED.add(stack);
  const inner = stack.synthesizer;
  stack.synthesizer = {
    synthesize(session: Session) {
      inner.synthesize(session as never);
      if (!session.outdir || !session.manifest) return;
      const m = session.manifest.forStack(stack);
      const doc = stackDocument(path.join(session.outdir, m.synthesizedStackPath), stack);
      writeTopologyFile(path.join(session.outdir, m.workingDirectory), doc, stack.node.id);
    },
  };
}
