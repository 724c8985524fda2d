/**
 * The rule records of the provider L2: each on one word (the provider's code, its documentation,
 * or the L2's contract), each reported under its id by a source of src/constructs/equinix/provider
 * and asserted by a test of test/constructs/equinix/provider.
 */
import * as fs from 'fs';
import * as path from 'path';
import { PROVIDER_RULES } from '../../../../../src/constructs/equinix/provider/private/provider-rules';

const ROOT = path.join(__dirname, '..', '..', '..', '..', '..');

function text(dir: string): string {
  return fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? text(path.join(dir, e.name))
    : e.name.endsWith('.ts') && !e.name.startsWith('provider-rules') ? fs.readFileSync(path.join(dir, e.name), 'utf8') : '')).join('\n');
}

describe('PROVIDER_RULES', () => {
  test('each rule is on one word: enforcedBy, documentedIn (an error with level error) or contract', () => {
    for (const r of PROVIDER_RULES) {
      expect([r.enforcedBy, r.documentedIn, r.contract].filter((x) => x !== undefined)).toHaveLength(1);
      expect(r.id).toMatch(/^equinix:[a-z0-9-]+$/);
      if (r.documentedIn !== undefined) expect(r.level).toBe('error');
      expect(r.check).toBeUndefined();
    }
    expect(new Set(PROVIDER_RULES.map((r) => r.id)).size).toBe(PROVIDER_RULES.length);
  });

  test('every id is reported by a source and asserted by a test', () => {
    const sources = text(path.join(ROOT, 'src', 'constructs', 'equinix', 'provider'));
    const tests = text(path.join(ROOT, 'test', 'constructs', 'equinix', 'provider'));
    for (const r of PROVIDER_RULES) {
      expect([r.id, sources.includes(`'${r.id}'`)]).toEqual([r.id, true]);
      expect([r.id, tests.includes(r.id)]).toEqual([r.id, true]);
    }
  });

  test('the bounds cite the provider\'s validation', () => {
    expect(PROVIDER_RULES.find((r) => r.id === 'equinix:provider-request-timeout')?.enforcedBy).toBe('equinix/provider.go: Provider (request_timeout: schema.TypeInt, ValidateFunc validation.IntAtLeast(1))');
    expect(PROVIDER_RULES.find((r) => r.id === 'equinix:provider-page-size')?.enforcedBy).toBe('equinix/provider.go: Provider (response_max_page_size: schema.TypeInt, ValidateFunc validation.IntAtLeast(100))');
  });
});
