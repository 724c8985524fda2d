/**
 * Stand-ins that this process starts itself and hands to Terraform through
 * `TF_REATTACH_PROVIDERS`: each provider's stand-in starts once and serves every Terraform run
 * of the process (validate and plan, stacks in parallel), on a unix socket in a private folder.
 * They stop when the process exits, after a minute without runs, or when `stopStandIns` is
 * called; each also exits by itself when this process goes away.
 */
import * as cp from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

/** How TerrainTesting starts a stand-in: the node binary and the stand-in script. */
export interface Launch {
  readonly node: string;
  readonly script: string;
}

/** A running stand-in. */
export interface Running {
  readonly pid: number;
  readonly socket: string;
  readonly child: cp.ChildProcess;
}

const MAGIC_COOKIE = 'd602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2';
const IDLE_MS = 60_000;

const running = new Map<string, Promise<Running>>();
let socketDir: string | undefined;
let active = 0;
let idleTimer: NodeJS.Timeout | undefined;
let exitHook = false;

/** The stand-in of `provider` (mongodbatlas, ...), started on first use. */
export function standIn(provider: string, source: string, launch: Launch): Promise<Running> {
  const key = `${provider}\0${launch.node}\0${launch.script}`;
  let p = running.get(key);
  if (!p) {
    p = start(provider, source, launch);
    running.set(key, p);
    p.then((r) => r.child.once('exit', () => running.get(key) === p && running.delete(key)), () => running.delete(key));
  }
  return p;
}

/**
 * The value of `TF_REATTACH_PROVIDERS` that hands Terraform the stand-ins of `providers` (local
 * name -> source), each started on first use.
 */
export async function reattachment(providers: Map<string, string>, launch: Launch): Promise<string> {
  const reattach: Record<string, unknown> = {};
  for (const [name, source] of providers) {
    const s = await standIn(name, source, launch);
    reattach[`registry.terraform.io/${source.toLowerCase()}`] = {
      Protocol: 'grpc', ProtocolVersion: 6, Pid: s.pid, Test: true, Addr: { Network: 'unix', String: s.socket },
    };
  }
  return JSON.stringify(reattach);
}

/** Marks a Terraform run as started (the stand-ins stay) or ended (they stop after a minute idle). */
export function runStarted(): () => void {
  active++;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  return () => {
    active--;
    if (active === 0) {
      idleTimer = setTimeout(stopAll, IDLE_MS);
      idleTimer.unref();
    }
  };
}

/** Stops every stand-in this process started. */
export function stopAll(): void {
  for (const p of running.values()) p.then((r) => r.child.kill(), () => undefined);
  running.clear();
  if (socketDir) fs.rmSync(socketDir, { recursive: true, force: true });
  socketDir = undefined;
}

function start(provider: string, source: string, launch: Launch): Promise<Running> {
  const label = `terrain-constructs stand-in for ${source}`;
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => {
      for (const p of running.values()) p.then((r) => r.child.kill(), () => undefined);
      // Promises do not settle in an exit handler: kill what is known to run.
      for (const c of children) c.kill();
      if (socketDir) fs.rmSync(socketDir, { recursive: true, force: true });
    });
  }
  socketDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-standins-'));
  const socket = path.join(socketDir, `${provider}.sock`);
  fs.rmSync(socket, { force: true });
  return new Promise<Running>((resolve, reject) => {
    let child: cp.ChildProcess;
    try {
      child = cp.spawn(launch.node, [launch.script, provider], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          TF_PLUGIN_MAGIC_COOKIE: MAGIC_COOKIE,
          PLUGIN_PROTOCOL_VERSIONS: '6',
          TERRAIN_STANDIN_SOCKET: socket,
        },
      });
    } catch (e: any) {
      reject(new Error(`${label} cannot start: ${e.message}`));
      return;
    }
    children.add(child);
    child.once('exit', () => children.delete(child));
    let out = '';
    let err = '';
    let done = false;
    const finish = (e?: Error) => {
      if (done) return;
      done = true;
      child.stdout!.removeAllListeners('data');
      if (e) {
        child.kill();
        reject(e);
        return;
      }
      // The stand-in keeps running in the background; it must not keep this process alive.
      child.unref();
      (child.stdout as any).unref?.();
      (child.stderr as any).unref?.();
      resolve({ pid: child.pid!, socket, child });
    };
    child.stderr!.on('data', (c) => { err += c; });
    child.stdout!.on('data', (c) => {
      out += c;
      const nl = out.indexOf('\n');
      if (nl < 0) return;
      const parts = out.slice(0, nl).split('|');
      if (parts[0] !== '1' || parts[1] !== '6' || parts[2] !== 'unix' || parts[4] !== 'grpc') finish(new Error(`${label} answered an unexpected handshake: ${out.slice(0, nl)}`));
      else finish();
    });
    child.once('error', (e: any) => finish(new Error(e.code === 'ENOENT'
      ? `${label} cannot start: there is no Node.js at ${launch.node} (${e.message}). Pass nodeBinary, or run with a node that exists.`
      : `${label} cannot start: ${e.message}`)));
    child.once('exit', (code, signal) => finish(new Error(err.trim()
      ? err.trim()
      : `${label} cannot start: it exited (${signal ?? `code ${code}`}) before it was ready`)));
  });
}

const children = new Set<cp.ChildProcess>();
