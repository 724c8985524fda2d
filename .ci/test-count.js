#!/usr/bin/env node
// Prints how many tests the last jest run ran (from test-reports/junit.xml, which jest-junit
// writes at every run) and fails when that is fewer than the floor given as the first argument:
// a pattern that stops matching (an unanchored '/lib/' under /var/lib/...) or a test file that no
// longer loads would otherwise pass CI with fewer tests, or none.
'use strict';
const fs = require('fs');
const path = require('path');

const floor = Number(process.argv[2]);
const label = process.argv[3] || 'jest';
if (!Number.isInteger(floor) || floor <= 0) {
  console.error(`test-count: the floor must be a positive whole number, got '${process.argv[2]}'`);
  process.exit(2);
}
const file = path.join(__dirname, '..', 'test-reports', 'junit.xml');
let xml;
try {
  xml = fs.readFileSync(file, 'utf8');
} catch (e) {
  console.error(`test-count: ${label} wrote no ${path.relative(process.cwd(), file)} (${e.code}): no test ran`);
  process.exit(1);
}
const root = /<testsuites\b[^>]*>/.exec(xml);
const attr = (tag, name) => Number((new RegExp(`\\b${name}="(\\d+)"`).exec(tag) || [])[1] || 0);
const total = root ? attr(root[0], 'tests') : 0;
let skipped = 0;
for (const m of xml.matchAll(/<testsuite\b[^>]*>/g)) skipped += attr(m[0], 'skipped');
const ran = total - skipped;
console.log(`${label}: ran ${ran} tests (${skipped} skipped); the floor is ${floor}`);
if (ran < floor) {
  console.error(`test-count: ${label} ran ${ran} tests, fewer than the floor of ${floor}. A test file stopped loading or matching, `
    + 'or tests were removed: find which, or lower MIN_TESTS in .ci/run with the reason in the commit.');
  process.exit(1);
}
