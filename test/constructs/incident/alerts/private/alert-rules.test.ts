/**
 * The record of the alert rules of issue 25: each says on whose word (provenance), and each id is
 * reported where the rule is checked (a rule without a use is a record of nothing).
 */
import * as fs from 'fs';
import * as path from 'path';
import { ALERT_RULES } from '../../../../../src/constructs/incident/alerts/private/alert-rules';

const ROOT = path.join(__dirname, '..', '..', '..', '..', '..', 'src', 'constructs', 'incident');

function sources(dir: string): string {
  return fs.readdirSync(dir, { withFileTypes: true }).map((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && e.name !== 'alert-rules.ts' ? fs.readFileSync(full, 'utf8') : '';
  }).join('\n');
}

test('every rule says on whose word: the provider or Terraform, the documentation or the API, or the L2\'s contract', () => {
  for (const r of ALERT_RULES) {
    expect([r.name, [r.enforcedBy, r.documentedIn, r.contract].filter((x) => x !== undefined).length]).toEqual([r.name, 1]);
    expect(r.summary).toMatch(/^[A-Za-z].{20,}\.( |$)/);
  }
  expect(ALERT_RULES.find((r) => r.name === 'incident:grouping-window-range')?.documentedIn).toMatch(/^docs\/resources\/alert_route\.md: grouping_config\.default\.window_seconds/);
});

test('every rule id is reported by the alerts and expressions rooms', () => {
  const text = sources(path.join(ROOT, 'alerts')) + sources(path.join(ROOT, 'expressions'));
  expect(ALERT_RULES.map((r) => r.name).filter((id) => !text.includes(`'${id}'`))).toEqual([]);
});
