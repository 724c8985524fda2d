/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time per frame and per package.
 * Usage as a script: node support/cpuprofile.js FILE [top]
 */
const fs = require('fs');

function where(url) {
  if (!url) return '(native/VM)';
  const u = url.replace(/^file:\/\//, '');
  const nm = u.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = u.slice(nm + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (u.startsWith('node:')) return 'node (built-in)';
  const m = /\/work\/main\/(lib|bench)\//.exec(u);
  if (m) return m[1] === 'lib' ? 'terrain-constructs (lib/)' : 'bench';
  return u;
}

function shortUrl(url) {
  return url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '').replace(/^\/work\/main\//, '');
}

function summarise(file, top = 10) {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map(); // node id -> µs
  for (let i = 0; i < prof.samples.length; i++) {
    const id = prof.samples[i];
    self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const frames = new Map();
  const packages = new Map();
  for (const [id, us] of self) {
    const cf = byId.get(id).callFrame;
    const name = cf.functionName || '(anonymous)';
    const key = `${name} ${shortUrl(cf.url)}:${cf.lineNumber + 1}`;
    const f = frames.get(key) ?? { name, location: cf.url ? `${shortUrl(cf.url)}:${cf.lineNumber + 1}` : '', us: 0 };
    f.us += us;
    frames.set(key, f);
    const pkg = where(cf.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  // Inclusive time of our own functions (lib/ of terrain-constructs): a sample counts once for
  // every distinct function on its stack.
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  for (const [id, us] of self) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const cf = byId.get(cur).callFrame;
      if (where(cf.url) !== 'terrain-constructs (lib/)') continue;
      const key = `${cf.functionName || '(anonymous)'} ${shortUrl(cf.url)}:${cf.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const f = inclusive.get(key) ?? { name: cf.functionName || '(anonymous)', location: `${shortUrl(cf.url)}:${cf.lineNumber + 1}`, us: 0 };
      f.us += us;
      inclusive.set(key, f);
    }
  }
  const pct = (us) => (100 * us / total);
  const ms = (f) => ({ ...f, ms: f.us / 1000, pct: pct(f.us) });
  return {
    totalMs: total / 1000,
    frames: [...frames.values()].sort((a, b) => b.us - a.us).slice(0, top).map(ms),
    packages: [...packages.entries()].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: us / 1000, pct: pct(us) })),
    ours: [...inclusive.values()].sort((a, b) => b.us - a.us).slice(0, 12).map(ms),
  };
}

/** Summarises a .heapprofile (from `node --heap-prof`): sampled bytes per allocation site and package. */
function summariseHeap(file, top = 10) {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
  const frames = new Map();
  const packages = new Map();
  let total = 0;
  const walk = (n) => {
    const cf = n.callFrame;
    if (n.selfSize) {
      total += n.selfSize;
      const name = cf.functionName || '(anonymous)';
      const key = `${name} ${shortUrl(cf.url)}:${cf.lineNumber + 1}`;
      const f = frames.get(key) ?? { name, location: cf.url ? `${shortUrl(cf.url)}:${cf.lineNumber + 1}` : '', bytes: 0 };
      f.bytes += n.selfSize;
      frames.set(key, f);
      const pkg = where(cf.url);
      packages.set(pkg, (packages.get(pkg) ?? 0) + n.selfSize);
    }
    for (const c of n.children ?? []) walk(c);
  };
  walk(prof.head);
  const pct = (b) => (100 * b / total);
  return {
    totalBytes: total,
    frames: [...frames.values()].sort((a, b) => b.bytes - a.bytes).slice(0, top).map((f) => ({ ...f, pct: pct(f.bytes) })),
    packages: [...packages.entries()].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => ({ name, bytes, pct: pct(bytes) })),
  };
}

module.exports = { summarise, summariseHeap };

if (require.main === module) {
  const s = summarise(process.argv[2], Number(process.argv[3] ?? 10));
  console.log(`total sampled: ${s.totalMs.toFixed(0)} ms`);
  for (const f of s.frames) console.log(`${f.ms.toFixed(1).padStart(8)} ms ${f.pct.toFixed(1).padStart(5)}%  ${f.name}  ${f.location}`);
  console.log('by package:');
  for (const p of s.packages) console.log(`${p.ms.toFixed(1).padStart(8)} ms ${p.pct.toFixed(1).padStart(5)}%  ${p.name}`);
  console.log('terrain-constructs functions, inclusive:');
  for (const f of s.ours) console.log(`${f.ms.toFixed(1).padStart(8)} ms ${f.pct.toFixed(1).padStart(5)}%  ${f.name}  ${f.location}`);
}
