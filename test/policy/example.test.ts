/**
 * The policy example app (examples/policy/main.ts) runs the four packs with strict secrets and
 * writes the reports: nothing fails or warns, the sandbox's findings are suppressed with their
 * reasons, and the SARIF validates against the SARIF 2.1.0 schema.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { sarifValidator } from './util';
import { main } from '../../examples/policy/main';

test('the example writes its reports: only the sandbox\'s suppressed findings, SARIF valid', () => {
  const dir = main(fs.mkdtempSync(path.join(os.tmpdir(), 'policy-example-')));
  const json = JSON.parse(fs.readFileSync(path.join(dir, 'policy-report.json'), 'utf8'));
  expect(json.packs.map((p: any) => p.name)).toEqual(['Atlas', 'Incident', 'Equinix', 'Secrets', 'Platform']);
  expect(json.summary).toEqual({ errors: 0, warnings: 0, suppressed: 3, unusedSuppressions: 0 });
  expect(json.findings.map((f: any) => [f.ruleId, f.constructPath, f.suppression.reason])).toEqual([
    ['Atlas-C1', 'platform/Sandbox/Default', 'sandbox data is synthetic and rebuilt every night'],
    ['Atlas-C6', 'platform/Sandbox/Default', 'synthetic data only: no customer data to protect'],
    ['Atlas-C7', 'platform/Sandbox/Default', 'the sandbox is destroyed and recreated on purpose'],
  ]);
  const sarif = JSON.parse(fs.readFileSync(path.join(dir, 'policy-report.sarif'), 'utf8'));
  expect(sarifValidator()(sarif)).toBe(true);
  expect(sarif.runs[0].results.map((r: any) => [r.ruleId, r.suppressions[0].justification])).toEqual(
    json.findings.map((f: any) => [f.ruleId, f.suppression.reason]));
});
