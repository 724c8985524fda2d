/**
 * Terraform as a child process of a run of `TerrainTesting.validate` / `plan` (run.ts): at most
 * as many at once as the machine has cores (two at least), each in its own process group, stopped
 * after its timeout; and an interruption (SIGINT, SIGTERM, SIGHUP) while runs are under way stops
 * what they started and removes their working folders. Not part of the jsii API.
 */
import * as cp from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import { TerraformCheckError } from './check-error';
import type { Output } from './terraform-output';
import { MIN_TERRAFORM } from './terraform-version';

const MAX_PARALLEL = Math.max(2, os.cpus().length);
let runningNow = 0;
const waiting: Array<() => void> = [];

/** Waits for a free slot; resolves with the function that frees it. */
async function slot(): Promise<() => void> {
  if (runningNow >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  runningNow++;
  return () => {
    runningNow--;
    waiting.shift()?.();
  };
}

/**
 * Runs `bin args` in `cwd` with `env` (once a slot is free), and resolves with how it ended and
 * what it printed; rejects when it cannot start, or does not end within `timeoutMs`.
 */
export async function runTerraform(bin: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number, who: string,
  track: (c: cp.ChildProcess) => void): Promise<Output> {
  const release = await slot();
  try {
    return await new Promise<Output>((resolve, reject) => {
      // Its own process group, so that a timeout or an interruption stops what it started too.
      const child = cp.spawn(bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      track(child);
      let stdout = '';
      let stderr = '';
      child.stdout!.setEncoding('utf8').on('data', (c) => { stdout += c; });
      child.stderr!.setEncoding('utf8').on('data', (c) => { stderr += c; });
      const timer = setTimeout(() => {
        killGroup(child, 'SIGTERM');
        reject(new TerraformCheckError(`${who}: terraform ${args[0]} did not finish within ${timeoutMs / 1000} s (timeoutSeconds); stopped it.${stderr ? `\nTerraform's stderr:\n${stderr.trim()}` : ''}`));
      }, timeoutMs);
      child.once('error', (e: any) => {
        clearTimeout(timer);
        reject(new TerraformCheckError(e.code === 'ENOENT'
          ? `${who} runs Terraform, and there is no ${bin === 'terraform' ? 'terraform on PATH' : `Terraform at ${bin}`}. Install Terraform ${MIN_TERRAFORM} or later, or pass terraformBinary.`
          : `${who}: cannot run ${bin}: ${e.message}`));
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout, stderr });
      });
    });
  } finally {
    release();
  }
}

interface Active { dir: string; keep: boolean; children: Set<cp.ChildProcess> }
const activeRuns = new Set<Active>();
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Signals a child's process group (it was started detached), or the child alone. */
export function killGroup(c: cp.ChildProcess, signal: NodeJS.Signals) {
  try {
    if (c.pid) process.kill(-c.pid, signal);
  } catch {
    c.kill(signal);
  }
}

function onSignal(signal: NodeJS.Signals) {
  for (const a of activeRuns) {
    for (const c of a.children) killGroup(c, signal);
    if (!a.keep) fs.rmSync(a.dir, { recursive: true, force: true });
  }
  activeRuns.clear();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./pool') as typeof import('./pool')).stopAll();
  for (const s of SIGNALS) process.off(s, onSignal);
  // Our handler replaced the default action; if nobody else handles the signal, do what it would have.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

/** Removes the folder when the run ends, and also when the process is interrupted meanwhile. */
export function register(dir: string, keep: boolean): { track: (c: cp.ChildProcess) => void; done: () => void } {
  const a: Active = { dir, keep, children: new Set() };
  if (activeRuns.size === 0) for (const s of SIGNALS) process.on(s, onSignal);
  activeRuns.add(a);
  return {
    track: (c) => {
      a.children.add(c);
      c.once('close', () => a.children.delete(c));
    },
    done: () => {
      activeRuns.delete(a);
      if (activeRuns.size === 0) for (const s of SIGNALS) process.off(s, onSignal);
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
