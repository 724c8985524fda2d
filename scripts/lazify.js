#!/usr/bin/env node
/**
 * Post-compile step: makes the compiled barrels lazy.
 *
 * tsc turns `export * from './x'` into `__exportStar(require("./x"), exports)` and
 * `export * as ns from './x'` into `exports.ns = __importStar(require("./x"))`; both load every
 * module at once. This rewrites each such statement in `lib/**\/*.js` into getters that require
 * the module on first access, so that requiring the package root loads no resource module until a
 * user touches it. The export names are read at build time by requiring each target once.
 *
 * The .d.ts files and the jsii assembly are untouched: the API is the same, only loading changes.
 *
 * Usage: node scripts/lazify.js lib
 */
const fs = require('fs');
const path = require('path');

const STAR = /^__exportStar\(require\("([^"]+)"\), exports\);$/;
const NS = /^exports\.([A-Za-z_$][\w$]*) = (?:__importStar\()?require\("([^"]+)"\)\)?;$/;

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : e.name.endsWith('.js') ? [p] : [];
  });
}

function exportNames(file, spec) {
  const target = require.resolve(spec, { paths: [path.dirname(file)] });
  return Object.keys(require(target)).filter((k) => k !== '__esModule' && k !== 'default');
}

function lazify(file) {
  const src = fs.readFileSync(file, 'utf8');
  const lines = src.split('\n');
  let changed = 0;
  const out = lines.map((line) => {
    const t = line.trim();
    let m = STAR.exec(t);
    if (m) {
      changed++;
      const names = exportNames(file, m[1]);
      return `__lazy(exports, ${JSON.stringify(names)}, () => require(${JSON.stringify(m[1])}));`;
    }
    m = NS.exec(t);
    if (m && m[2].startsWith('.')) {
      changed++;
      return `__lazy(exports, [${JSON.stringify(m[1])}], () => ({ ${JSON.stringify(m[1])}: require(${JSON.stringify(m[2])}) }));`;
    }
    return line;
  });
  if (!changed) return 0;
  // Drop the `exports.X = exports.Y = void 0` preamble tsc writes for names now defined by getters.
  const helper = [
    '// Each name is a getter until first read; then it becomes a plain value, so that later reads',
    '// cost nothing (not a require() each). An undefined value (a module still loading, in a',
    '// require cycle) is not kept.',
    'function __lazy(target, names, load) {',
    '  let mod;',
    '  for (const name of names) {',
    '    if (Object.prototype.hasOwnProperty.call(target, name)) continue;',
    '    Object.defineProperty(target, name, {',
    '      enumerable: true,',
    '      configurable: true,',
    '      get() {',
    '        const value = (mod ??= load())[name];',
    '        if (value !== undefined) Object.defineProperty(target, name, { enumerable: true, configurable: true, writable: false, value });',
    '        return value;',
    '      },',
    '    });',
    '  }',
    '}',
  ].join('\n');
  const useStrict = out.findIndex((l) => l.trim() === '"use strict";');
  out.splice(useStrict + 1, 0, helper);
  fs.writeFileSync(file, out.filter((l) => !/^(exports\.[\w$]+ = )+void 0;$/.test(l.trim())).join('\n'));
  return changed;
}

const root = path.resolve(process.argv[2] || 'lib');
let total = 0;
let count = 0;
// Deepest files first, so that every barrel reads the export names of already-final modules.
for (const f of files(root).sort((a, b) => b.split(path.sep).length - a.split(path.sep).length || a.localeCompare(b))) {
  const n = lazify(f);
  if (n) { total += n; count++; }
}
console.log(`lazify: ${count} barrel(s), ${total} export statement(s) made lazy under ${path.relative(process.cwd(), root) || '.'}`);
