/**
 * Terraform as a child process (src/terraform/terraform-process.ts): what it prints and how it
 * exits, a binary that cannot run, a timeout that stops its process group, and an interruption of
 * the process (SIGINT) that stops Terraform and removes the working folder. Partly through
 * TerrainTesting with a fake terraform.
 */
import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { atlasStack, failure, fakeTerraform } from './fake-terraform';
import { compileStandIn } from './util';
import { TerrainTesting } from '../../src/core';
import { TerraformCheckError } from '../../src/terraform/check-error';
import { register, runTerraform } from '../../src/terraform/terraform-process';

const ROOT = path.join(__dirname, '..', '..');
const noTrack = () => undefined;

describe('runTerraform', () => {
  test('what the command prints on stdout and stderr, its exit code, in the folder and environment given', async () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'process-')));
    try {
      expect(await runTerraform('/bin/sh', ['-c', 'echo "$PWD $X"; echo oops >&2; exit 3'], dir, { X: 'x', PATH: process.env.PATH }, 10_000, 'TerrainTesting.plan', noTrack))
        .toEqual({ code: 3, signal: null, stdout: `${dir} x\n`, stderr: 'oops\n' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('several at once all finish (at most as many run as the machine has cores)', async () => {
    const runs = Array.from({ length: 6 }, (_, i) => runTerraform('/bin/sh', ['-c', `echo ${i}`], os.tmpdir(), process.env, 10_000, 'w', noTrack));
    expect((await Promise.all(runs)).map((o) => o.stdout)).toEqual(['0\n', '1\n', '2\n', '3\n', '4\n', '5\n']);
  });

  test('no such binary, or one that cannot run: a TerraformCheckError that says so', async () => {
    const missing = runTerraform('/opt/none/terraform', ['plan'], os.tmpdir(), process.env, 10_000, 'TerrainTesting.plan', noTrack);
    await expect(missing).rejects.toThrow(TerraformCheckError);
    expect(await failure(missing)).toBe('TerrainTesting.plan runs Terraform, and there is no Terraform at /opt/none/terraform. Install Terraform 1.0.0 or later, or pass terraformBinary.');
    const notExecutable = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'process-')), 'terraform');
    fs.writeFileSync(notExecutable, 'not a program', { mode: 0o644 });
    expect(await failure(runTerraform(notExecutable, ['plan'], os.tmpdir(), process.env, 10_000, 'TerrainTesting.plan', noTrack)))
      .toMatch(new RegExp(`^TerrainTesting.plan: cannot run ${notExecutable}: spawn ${notExecutable} EACCES$`));
  });

  test('the child is tracked, and after the timeout its whole process group is stopped, with its stderr in the message', async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'process-')), 'pid');
    const tracked: number[] = [];
    const message = await failure(runTerraform('/bin/sh', ['-c', `echo started >&2; sleep 30 & echo $! > ${marker}; wait`], os.tmpdir(), process.env, 1000, 'TerrainTesting.validate',
      (c) => tracked.push(c.pid!)));
    expect(message).toBe("TerrainTesting.validate: terraform -c did not finish within 1 s (timeoutSeconds); stopped it.\nTerraform's stderr:\nstarted");
    expect(tracked.length).toBe(1);
    const sleeper = fs.readFileSync(marker, 'utf8').trim();
    await new Promise((r) => setTimeout(r, 200));
    expect(spawnSync('ps', ['-o', 'stat=', '-p', sleeper], { encoding: 'utf8' }).stdout.trim()).toMatch(/^(Z.*)?$/);
  }, 20_000);
});

describe('register', () => {
  test('done removes the working folder, unless it is kept', () => {
    const gone = fs.mkdtempSync(path.join(os.tmpdir(), 'process-'));
    register(gone, false).done();
    expect(fs.existsSync(gone)).toBe(false);
    const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'process-'));
    register(kept, true).done();
    expect(fs.existsSync(kept)).toBe(true);
    fs.rmSync(kept, { recursive: true });
  });
  test('listens for SIGINT, SIGTERM and SIGHUP only while runs are under way', () => {
    const before = ['SIGINT', 'SIGTERM', 'SIGHUP'].map((s) => process.listenerCount(s));
    const a = register(fs.mkdtempSync(path.join(os.tmpdir(), 'process-')), false);
    const b = register(fs.mkdtempSync(path.join(os.tmpdir(), 'process-')), false);
    expect(['SIGINT', 'SIGTERM', 'SIGHUP'].map((s) => process.listenerCount(s))).toEqual(before.map((n) => n + 1));
    a.done();
    expect(process.listenerCount('SIGINT')).toBe(before[0] + 1);
    b.done();
    expect(['SIGINT', 'SIGTERM', 'SIGHUP'].map((s) => process.listenerCount(s))).toEqual(before);
  });
});

describe('through TerrainTesting (a fake terraform)', () => {
  beforeAll(() => {
    compileStandIn();
  });

  test('a Terraform that hangs is stopped after timeoutSeconds', async () => {
    const bin = fakeTerraform('1.11.4', 'sleep 30');
    expect(await failure(TerrainTesting.validate(atlasStack(), { terraformBinary: bin, timeoutSeconds: 1 }))).toBe(
      'TerrainTesting.validate: terraform validate did not finish within 1 s (timeoutSeconds); stopped it.');
  }, 20_000);

  test('interrupted (SIGINT) while Terraform runs: Terraform is stopped and the folder removed', async () => {
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'interrupt-')), 'cwd');
    const bin = fakeTerraform('1.11.4', `echo "$$ $(pwd)" > ${marker}; exec sleep 30`);
    const script = `
      require('ts-node').register({ transpileOnly: true, project: ${JSON.stringify(path.join(ROOT, 'test', 'tsconfig.json'))} });
      const { App, TerraformOutput, TerraformStack } = require('cdktn');
      const { validate } = require(${JSON.stringify(path.join(ROOT, 'src', 'terraform', 'run'))});
      const stack = new TerraformStack(new App(), 'test');
      new TerraformOutput(stack, 'o', { value: 1 });
      validate(stack, { terraformBinary: ${JSON.stringify(bin)} });
    `;
    const child = spawn(process.execPath, ['-e', script], { cwd: ROOT, env: { ...process.env }, stdio: 'ignore' });
    const started = Date.now();
    while (!fs.existsSync(marker) || !fs.readFileSync(marker, 'utf8').trim()) {
      if (Date.now() - started > 30_000) throw new Error('terraform did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
    const [pid, dir] = fs.readFileSync(marker, 'utf8').trim().split(' ');
    expect(fs.existsSync(path.join(dir, 'cdk.tf.json'))).toBe(true);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(fs.existsSync(dir)).toBe(false);
    // Gone, or a zombie waiting for init to reap it.
    await new Promise((r) => setTimeout(r, 200));
    expect(spawnSync('ps', ['-o', 'stat=', '-p', pid], { encoding: 'utf8' }).stdout.trim()).toMatch(/^(Z.*)?$/);
  }, 60_000);
});
