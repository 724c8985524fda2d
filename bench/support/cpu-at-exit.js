/**
 * `node --require cpu-at-exit.js <script> [args...]`: at exit, prints the process's CPU time (user +
 * system, ms) as the last line of stderr: `{"cpuMs":...}`. Unlike cpu-time.js, the script stays the
 * main module (a bin that runs only when `require.main === module`, section 12).
 */
process.on('exit', () => {
  const u = process.cpuUsage();
  process.stderr.write(`\n${JSON.stringify({ cpuMs: (u.user + u.system) / 1000 })}\n`);
});
