#!/usr/bin/env node
/**
 * `npx projen pacmak:check`: generates the Python, Java, Go and .NET code of the jsii assembly
 * offline (`jsii-pacmak --code-only`), and the API reference of each language (`jsii-docgen -l`),
 * one target at a time, and fails if any of them fails. Building and publishing those packages
 * needs registries CI cannot reach; this proves the assembly translates. Prints the time and the
 * size of each target's code and reference, and the largest file.
 *
 * Usage: node scripts/pacmak-check.js [outdir]   (default: a temporary folder, removed after)
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const TARGETS = ['python', 'java', 'go', 'dotnet'];
/** jsii-docgen's name of each target's language. */
const DOC_LANGUAGE = { python: 'python', java: 'java', go: 'go', dotnet: 'csharp' };
const root = path.join(__dirname, '..');
const keep = process.argv[2];
const out = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'pacmak-'));

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : [{ p, size: fs.statSync(p).size }];
  });
}

if (!fs.existsSync(path.join(root, '.jsii'))) {
  console.error('pacmak:check: no .jsii assembly; run `npx projen compile` first.');
  process.exit(1);
}
let failed = 0;
for (const t of TARGETS) {
  const dir = path.join(out, t);
  const started = Date.now();
  const r = spawnSync(process.execPath, [require.resolve('jsii-pacmak/bin/jsii-pacmak'), '--code-only', '--target', t, '-o', dir, root], {
    cwd: root, encoding: 'utf8', env: { ...process.env, JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1', JSII_SILENCE_WARNING_UNTESTED_NODE_VERSION: '1' },
  });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    failed++;
    console.error(`pacmak:check: ${t} FAILED after ${secs} s\n${r.stdout}\n${r.stderr}`);
    continue;
  }
  const files = fs.existsSync(dir) ? walk(dir) : [];
  if (!files.length) {
    failed++;
    console.error(`pacmak:check: ${t} wrote no files`);
    continue;
  }
  const total = files.reduce((n, f) => n + f.size, 0);
  const largest = files.reduce((a, b) => (b.size > a.size ? b : a));
  console.log(`pacmak:check: ${t.padEnd(6)} ${secs.padStart(5)} s  ${String(files.length).padStart(5)} files  ${(total / 1e6).toFixed(1).padStart(5)} MB  largest ${path.relative(dir, largest.p)} (${(largest.size / 1e6).toFixed(1)} MB)`);

  // The API reference in that language: API.md plus one file per namespace.
  const docs = path.join(out, `docs-${t}`);
  fs.mkdirSync(docs, { recursive: true });
  const d0 = Date.now();
  const d = spawnSync(process.execPath, [require.resolve('jsii-docgen/bin/jsii-docgen'), '-l', DOC_LANGUAGE[t], '--split-by-submodule', '-o', path.join(docs, 'API.md')], { cwd: root, encoding: 'utf8' });
  const dsecs = ((Date.now() - d0) / 1000).toFixed(1);
  const docFiles = fs.readdirSync(docs).map((f) => ({ p: path.join(docs, f), size: fs.statSync(path.join(docs, f)).size }));
  if (d.status !== 0 || !docFiles.length) {
    failed++;
    console.error(`pacmak:check: docgen ${DOC_LANGUAGE[t]} FAILED after ${dsecs} s\n${d.stdout}\n${d.stderr}`);
    continue;
  }
  const dtotal = docFiles.reduce((n, f) => n + f.size, 0);
  console.log(`pacmak:check: docgen ${DOC_LANGUAGE[t].padEnd(6)} ${dsecs.padStart(5)} s  ${String(docFiles.length).padStart(5)} files  ${(dtotal / 1e6).toFixed(1).padStart(5)} MB`);
}
if (!keep) fs.rmSync(out, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
