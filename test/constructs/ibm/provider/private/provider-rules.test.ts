/**
 * The rule records of the ibm provider L2: each on one word (the provider's code, its
 * documentation, or the L2's contract), each reported under its id by a source of
 * src/constructs/ibm/provider and asserted by a test of test/constructs/ibm/provider.
 */
import * as fs from 'fs';
import * as path from 'path';
import { PROVIDER_RULES } from '../../../../../src/constructs/ibm/provider/private/provider-rules';

const ROOT = path.join(__dirname, '..', '..', '..', '..', '..');

function text(dir: string): string {
  return fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? text(path.join(dir, e.name))
    : e.name.endsWith('.ts') && !e.name.startsWith('provider-rules') ? fs.readFileSync(path.join(dir, e.name), 'utf8') : '')).join('\n');
}

describe('PROVIDER_RULES (ibm)', () => {
  test('each rule is on one word: enforcedBy, documentedIn (with its level) or contract', () => {
    for (const r of PROVIDER_RULES) {
      expect([r.enforcedBy, r.documentedIn, r.contract].filter((x) => x !== undefined)).toHaveLength(1);
      expect(r.id).toMatch(/^ibm:[a-z0-9-]+$/);
      if (r.documentedIn !== undefined) expect(['error', 'warning']).toContain(r.level);
      if (r.level === 'warning') expect(r.warningId).toBe(r.id);
      expect(r.check).toBeUndefined();
    }
    expect(new Set(PROVIDER_RULES.map((r) => r.id)).size).toBe(PROVIDER_RULES.length);
  });

  test('every id is reported by a source and asserted by a test', () => {
    const sources = text(path.join(ROOT, 'src', 'constructs', 'ibm', 'provider'));
    const tests = text(path.join(ROOT, 'test', 'constructs', 'ibm', 'provider'));
    for (const r of PROVIDER_RULES) {
      expect([r.id, sources.includes(`'${r.id}'`)]).toEqual([r.id, true]);
      expect([r.id, tests.includes(r.id)]).toEqual([r.id, true]);
    }
  });

  test('the silent replacements cite providerConfigure', () => {
    expect(PROVIDER_RULES.find((r) => r.id === 'ibm:provider-timeout')?.contract).toContain('ibm/provider/provider.go: providerConfigure takes an ibmcloud_timeout of 0 as unset');
    expect(PROVIDER_RULES.find((r) => r.id === 'ibm:provider-max-retries')?.contract).toContain('ibm/provider/provider.go: providerConfigure takes a max_retries of 0 as unset');
  });
});
