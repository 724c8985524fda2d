/**
 * An error needs a provider that enforces it: every value fact of spec/<provider>/values.json and
 * every format or whole-number fact of overlay.json that can fail synth names where the provider
 * (or its API) enforces it (`enforcedBy`); what is only documented says where (`documentedIn`) and
 * warns (`enforced: false` in values.json; `documentedIn` in the overlay).
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
const PROVIDERS = ['mongodbatlas', 'incident', 'ibm', 'equinix'];
/** Facts of a values.json entry that make a value check (defaults and relations are documentation). */
const CHECKED = ['allowed', 'min', 'max', 'minLength', 'maxLength', 'pattern', 'uppercase', 'minItems', 'maxItems'];
const WHERE = /^[\w./-]+\.(go|md|markdown|json|yaml|yml|tf|html|mdx)(: .+)?$|^https:\/\/\S+$/;

function read(provider: string, file: string): any {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'spec', provider, file), 'utf8'));
}

describe.each(PROVIDERS)('spec/%s', (provider) => {
  test('values.json: each checked fact says where it is enforced, or where it is documented (then it warns)', () => {
    const values = read(provider, 'values.json') as Record<string, Record<string, unknown>>;
    const problems: string[] = [];
    for (const [key, facts] of Object.entries(values)) {
      if (!CHECKED.some((k) => facts[k] !== undefined)) continue;
      if (facts.enforced === false) {
        if (typeof facts.documentedIn !== 'string') problems.push(`${key}: enforced: false without documentedIn`);
      } else if (typeof facts.enforcedBy !== 'string') {
        problems.push(`${key}: no enforcedBy (or enforced: false with documentedIn)`);
      }
      for (const w of [facts.enforcedBy, facts.documentedIn]) if (typeof w === 'string' && !WHERE.test(w)) problems.push(`${key}: '${w}' is no provider file or documentation page`);
    }
    expect(problems).toEqual([]);
  });

  test('overlay.json: each format, whole-number or allowed-values fact says where it is enforced or documented', () => {
    const overlay = read(provider, 'overlay.json');
    const problems: string[] = [];
    for (const [type, t] of Object.entries<any>(overlay.types ?? {})) {
      for (const [attr, a] of Object.entries<any>(t.attributes ?? {})) {
        if (a.format === undefined && a.integer === undefined && a.allowedValues === undefined) continue;
        if (typeof a.enforcedBy !== 'string' && typeof a.documentedIn !== 'string') problems.push(`${type}.${attr}: neither enforcedBy nor documentedIn`);
        for (const w of [a.enforcedBy, a.documentedIn]) if (typeof w === 'string' && !WHERE.test(w)) problems.push(`${type}.${attr}: '${w}' is no provider file or documentation page`);
      }
    }
    expect(problems).toEqual([]);
  });
});
