/**
 * The rule records of the connection L2s: each on one word (the provider's code, its documentation,
 * or the L2's contract), each reported under its id by a source of src/constructs/equinix and
 * asserted by a test of test/constructs/equinix.
 */
import * as fs from 'fs';
import * as path from 'path';
import { CONNECTION_RULES, speed, TERM_LENGTHS_MONTHS } from '../../../../../src/constructs/equinix/connections/private/connection-rules';

const ROOT = path.join(__dirname, '..', '..', '..', '..', '..');

function text(dir: string): string {
  return fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? text(path.join(dir, e.name))
    : e.name.endsWith('.ts') && e.name !== 'connection-rules.ts' && e.name !== 'connection-rules.test.ts' ? fs.readFileSync(path.join(dir, e.name), 'utf8') : '')).join('\n');
}

describe('CONNECTION_RULES', () => {
  test('each rule is on one word: enforcedBy, documentedIn (an error with level error, else advice under its id) or contract', () => {
    for (const r of CONNECTION_RULES) {
      expect([r.enforcedBy, r.documentedIn, r.contract].filter((x) => x !== undefined)).toHaveLength(1);
      expect(r.id).toMatch(/^equinix:[a-z0-9-]+$/);
      if (r.documentedIn !== undefined && r.level !== 'error') expect(r.warningId).toBe(r.id);
      expect(r.check).toBeUndefined();
    }
    expect(new Set(CONNECTION_RULES.map((r) => r.id)).size).toBe(CONNECTION_RULES.length);
  });

  test('every id is reported by a source and asserted by a test', () => {
    const sources = text(path.join(ROOT, 'src', 'constructs', 'equinix'));
    const tests = text(path.join(ROOT, 'test', 'constructs', 'equinix'));
    for (const r of CONNECTION_RULES) {
      expect([r.id, sources.includes(`'${r.id}'`)]).toEqual([r.id, true]);
      expect([r.id, tests.includes(r.id)]).toEqual([r.id, true]);
    }
  });

  test('the bandwidth rules cite the API spec and each cloud\'s page', () => {
    const rule = (id: string) => CONNECTION_RULES.find((r) => r.id === id)!;
    expect(rule('equinix:bandwidth-max').documentedIn).toBe(
      'equinix-sdk-go v0.66.0, spec/services/fabricv4/oas3.patched/openapi.yaml: ConnectionPostRequest.bandwidth (maximum: 100000, "Connection bandwidth in Mbps"); the provider\'s schema takes any integer');
    expect(rule('equinix:bandwidth-max').level).toBe('error');
    const tier = rule('equinix:bandwidth-tier');
    expect(tier.warningId).toBe('equinix:bandwidth-tier');
    expect(tier.documentedIn).toBe(
      'AWS: https://docs.aws.amazon.com/directconnect/latest/UserGuide/hosted_connection.html (Port speed: 50 Mbps, 100 Mbps, 200 Mbps, 300 Mbps, 400 Mbps, 500 Mbps, 1 Gbps, 2 Gbps, 5 Gbps, 10 Gbps, 25 Gbps); '
      + 'Azure: https://learn.microsoft.com/azure/expressroute/expressroute-faqs (supported bandwidths: 50 Mbps, 100 Mbps, 200 Mbps, 500 Mbps, 1 Gbps, 2 Gbps, 5 Gbps, 10 Gbps); '
      + 'Google: https://cloud.google.com/network-connectivity/docs/interconnect/concepts/partner-overview (capacity: 50 Mbps, 100 Mbps, 200 Mbps, 300 Mbps, 400 Mbps, 500 Mbps, 1 Gbps, 2 Gbps, 5 Gbps, 10 Gbps, 20 Gbps, 50 Gbps)');
  });

  test('speeds and terms', () => {
    expect([speed(50), speed(1000), speed(100000)]).toEqual(['50 Mbps', '1 Gbps', '100 Gbps']);
    expect(speed(1500)).toBe('1500 Mbps');
    expect(TERM_LENGTHS_MONTHS).toEqual([1, 12, 24, 36]);
  });
});
