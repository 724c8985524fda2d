#!/usr/bin/env node
/**
 * `node cpu-time.js <script> [args...]`: runs a node script in this process and, at exit, prints
 * the process's CPU time (user + system, ms) as the last line of stderr: `{"cpuMs":...}`. On a
 * machine shared with other work, CPU time moves much less than wall time (bench/run.js, type-check).
 */
const script = process.argv[2];
process.argv = [process.argv[0], script, ...process.argv.slice(3)];
process.on('exit', () => {
  const u = process.cpuUsage();
  process.stderr.write(`\n${JSON.stringify({ cpuMs: (u.user + u.system) / 1000 })}\n`);
});
require(script);
