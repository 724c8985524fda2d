/**
 * The rule records of the routing L2s: each on one word (the provider's code, its documentation,
 * or the L2's contract), each reported under its id by a source of src/constructs/equinix and
 * asserted by a test of test/constructs/equinix.
 */
import * as fs from 'fs';
import * as path from 'path';
import { ROUTING_RULES } from '../../../../../src/constructs/equinix/routing/private/routing-rules';

const ROOT = path.join(__dirname, '..', '..', '..', '..', '..');

function text(dir: string): string {
  return fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? text(path.join(dir, e.name))
    : e.name.endsWith('.ts') && e.name !== 'routing-rules.ts' && e.name !== 'routing-rules.test.ts' ? fs.readFileSync(path.join(dir, e.name), 'utf8') : '')).join('\n');
}

describe('ROUTING_RULES', () => {
  test('each rule is on one word: enforcedBy, documentedIn (an error with level error, else advice under its id) or contract', () => {
    for (const r of ROUTING_RULES) {
      expect([r.enforcedBy, r.documentedIn, r.contract].filter((x) => x !== undefined)).toHaveLength(1);
      expect(r.id).toMatch(/^equinix:[a-z0-9-]+$/);
      if (r.documentedIn !== undefined && r.level !== 'error') expect(r.warningId).toBe(r.id);
      expect(r.check).toBeUndefined();
    }
    expect(new Set(ROUTING_RULES.map((r) => r.id)).size).toBe(ROUTING_RULES.length);
  });

  test('every id is reported by a source and asserted by a test', () => {
    const sources = text(path.join(ROOT, 'src', 'constructs', 'equinix'));
    const tests = text(path.join(ROOT, 'test', 'constructs', 'equinix'));
    for (const r of ROUTING_RULES) {
      expect([r.id, sources.includes(`'${r.id}'`)]).toEqual([r.id, true]);
      expect([r.id, tests.includes(r.id)]).toEqual([r.id, true]);
    }
  });

  test('the package rule cites the API spec and the provider\'s schema', () => {
    expect(ROUTING_RULES.find((r) => r.id === 'equinix:cloud-router-package')?.documentedIn).toBe(
      'equinix-sdk-go v0.66.0, spec/services/fabricv4/oas3.patched/openapi.yaml: CloudRouterPostRequestPackage.code (enum LAB, BASIC, STANDARD, ADVANCED, PREMIUM); '
      + 'the provider\'s schema takes any string (equinix/resource_fabric_cloud_router.go: fabricCloudRouterPackageSch)');
  });
});
