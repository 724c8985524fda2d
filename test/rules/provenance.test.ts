/**
 * An error needs a provider that enforces it. Every type rule names where the provider (or its
 * API) enforces it at the pinned release (`enforcedBy`), and then may fail synth; a rule that only
 * the provider's documentation states (`documentedIn`) warns.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { TypeRule } from '../../src/core/runtime/type-rules';

const ROOT = path.join(__dirname, '..', '..');
const PROVIDERS = ['mongodbatlas', 'incident', 'ibm', 'equinix'];

function rulesOf(provider: string): TypeRule[] {
  const dir = path.join(ROOT, 'src', 'rules', provider);
  return fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort().flatMap((f) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(path.join(dir, f)) as { RULES: TypeRule[] }).RULES;
  });
}

/** `<path in the provider repository>: <function or test>`, or a documentation page. */
const WHERE = /^[\w./-]+\.(go|md|markdown|json|yaml|yml|tf|html|mdx)(: .+)?$|^https:\/\/\S+$/;

describe.each(PROVIDERS)('type rules of %s', (provider) => {
  const rules = rulesOf(provider);

  test('a rule that fails synth names where the provider enforces it', () => {
    const missing = rules.filter((r) => (r.level ?? 'error') === 'error' && !r.enforcedBy).map((r) => r.id);
    expect(missing).toEqual([]);
  });

  test('a rule that only documentation states warns, and says where', () => {
    const wrong = rules.filter((r) => !r.enforcedBy && (!r.documentedIn || r.level !== 'warning')).map((r) => r.id);
    expect(wrong).toEqual([]);
  });

  test('provenance is a file of the provider repository (with the function or test), or a documentation page', () => {
    const bad = rules.flatMap((r) => [r.enforcedBy, r.documentedIn].filter((w): w is string => w !== undefined && !WHERE.test(w)).map((w) => `${r.id}: ${w}`));
    expect(bad).toEqual([]);
  });
});
