/**
 * The stand-ins a process starts itself (src/terraform/pool.ts): one per provider, on a unix
 * socket in a private folder, shared by every Terraform run of the process, stopped when asked,
 * after a minute without runs, or with the process; and how a start fails (no Node.js, a script
 * that exits, an unexpected handshake). The stand-in itself is compiled from the sources
 * (test/terraform/util.ts); no terraform is needed.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { compileStandIn } from './util';
import { Launch, Running, runStarted, standIn, stopAll } from '../../src/terraform/pool';

const SOURCE = 'mongodb/mongodbatlas';
let launch: Launch;
let scripts: string;

/** A fake stand-in script in the test's folder. */
function fake(name: string, body: string): Launch {
  const file = path.join(scripts, `${name}.js`);
  fs.writeFileSync(file, body);
  return { node: process.execPath, script: file };
}

const exited = (r: Running) => new Promise<void>((resolve) => {
  if (r.child.exitCode !== null || r.child.signalCode !== null) resolve();
  else r.child.once('exit', () => resolve());
});

beforeAll(() => {
  launch = { node: process.execPath, script: compileStandIn() };
  scripts = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-test-'));
});
afterEach(() => stopAll());
afterAll(() => fs.rmSync(scripts, { recursive: true, force: true }));

describe('standIn', () => {
  test('pass: starts the stand-in of a provider once, on a unix socket in a private folder, and hands the same one to every caller', async () => {
    const [a, b] = await Promise.all([standIn('mongodbatlas', SOURCE, launch), standIn('mongodbatlas', SOURCE, launch)]);
    expect(a).toBe(b);
    expect(a.socket).toMatch(new RegExp(`^${os.tmpdir().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/terrain-standins-[^/]+/mongodbatlas\\.sock$`));
    expect(fs.statSync(a.socket).isSocket()).toBe(true);
    expect(a.pid).toBe(a.child.pid);
    const other = await standIn('equinix', 'equinix/equinix', launch);
    expect([other === a, path.dirname(other.socket) === path.dirname(a.socket)]).toEqual([false, true]);
  }, 30_000);

  test('stopAll stops every stand-in and removes the folder; the next call starts a new one', async () => {
    const first = await standIn('mongodbatlas', SOURCE, launch);
    stopAll();
    await exited(first);
    expect(fs.existsSync(path.dirname(first.socket))).toBe(false);
    const second = await standIn('mongodbatlas', SOURCE, launch);
    expect(second.pid).not.toBe(first.pid);
  }, 30_000);

  test('fail: no Node.js at the path given', async () => {
    await expect(standIn('mongodbatlas', SOURCE, { node: '/opt/none/node', script: launch.script })).rejects.toThrow(
      'terrain-constructs stand-in for mongodb/mongodbatlas cannot start: there is no Node.js at /opt/none/node (spawn /opt/none/node ENOENT). '
      + 'Pass nodeBinary, or run with a node that exists.');
  });

  test('fail: a stand-in that exits before it is ready: what it printed, or how it exited', async () => {
    await expect(standIn('loud', SOURCE, fake('loud', "process.stderr.write('the stand-in could not read its schema\\n'); process.exit(3);"))).rejects.toThrow(
      'the stand-in could not read its schema');
    await expect(standIn('quiet', SOURCE, fake('quiet', 'process.exit(3);'))).rejects.toThrow(
      'terrain-constructs stand-in for mongodb/mongodbatlas cannot start: it exited (code 3) before it was ready');
  });

  test('fail: a handshake that is not protocol 6 over a unix socket is refused, and the process stopped', async () => {
    const pidFile = path.join(scripts, 'odd.pid');
    const odd = fake('odd', `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); console.log('1|5|tcp|127.0.0.1:1234|grpc|'); setInterval(() => undefined, 1000);`);
    await expect(standIn('odd', SOURCE, odd)).rejects.toThrow(
      'terrain-constructs stand-in for mongodb/mongodbatlas answered an unexpected handshake: 1|5|tcp|127.0.0.1:1234|grpc|');
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(alive()).toBe(false);
  });
});

test('runStarted: while a run is on the stand-ins stay; a minute after the last run ends they stop', async () => {
  const r = await standIn('mongodbatlas', SOURCE, launch);
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const endFirst = runStarted();
    const endSecond = runStarted();
    endFirst();
    jest.advanceTimersByTime(120_000);
    expect(r.child.killed).toBe(false);
    endSecond();
    jest.advanceTimersByTime(59_000);
    expect(r.child.killed).toBe(false);
    jest.advanceTimersByTime(1_000);
  } finally {
    jest.useRealTimers();
  }
  await exited(r);
  expect(r.child.killed).toBe(true);
}, 30_000);
