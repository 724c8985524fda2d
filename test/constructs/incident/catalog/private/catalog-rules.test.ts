/**
 * The record of the catalog L2s' rules (PropRule records): every warning id of the catalog sources
 * is listed, every rule says what it rests on (errors: the provider code, the L2 contract, or the
 * documentation the L2 refuses by; warnings: where they are stated, and their id), and each
 * refusal the table names is a problem id the sources use.
 */
import * as fs from 'fs';
import * as path from 'path';
import { ARRAY_DOCUMENTED_IN, CATALOG_RULES } from '../../../../../src/constructs/incident/catalog/private/catalog-rules';
import { checkRules } from '../../../../../src/core/l2/index';

const DIR = path.join(__dirname, '..', '..', '..', '..', '..', 'src', 'constructs', 'incident', 'catalog');

/** The text of the catalog sources: the files of the room and of its private folder. */
function sources(): string {
  const files = [
    ...fs.readdirSync(DIR).filter((x) => x.endsWith('.ts')).map((x) => path.join(DIR, x)),
    ...fs.readdirSync(path.join(DIR, 'private')).filter((x) => x.endsWith('.ts')).map((x) => path.join(DIR, 'private', x)),
  ];
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

describe('CATALOG_RULES', () => {
  test('every warning id of the catalog sources is listed, and every listed warning is used', () => {
    const used = new Set([...sources().matchAll(/\bwarn\(\s*(?:[\w.]+,\s*)?'(incident:[a-z-]+)'/g)].map((m) => m[1]));
    const listed = CATALOG_RULES.filter((r) => r.warningId !== undefined).map((r) => r.warningId!);
    expect([...used].sort()).toEqual([...listed].sort());
  });

  test('errors rest on one of the provider, the L2 contract or the documentation; warnings are documented-only rules named by their id', () => {
    for (const r of CATALOG_RULES) {
      const grounds = [r.enforcedBy, r.contract, r.documentedIn].filter((x) => x !== undefined);
      if (r.warningId === undefined) expect([r.name, grounds.length]).toEqual([r.name, 1]);
      else expect([r.name, !!r.documentedIn, r.enforcedBy, r.warningId]).toEqual([r.name, true, undefined, r.name]);
      if (r.enforcedBy) expect(r.enforcedBy).toMatch(/^internal\/provider\/[a-z_]+\.go: /);
      if (r.documentedIn) expect(r.documentedIn).toMatch(/^(docs\/resources\/[a-z_]+\.md|internal\/provider\/[a-z_]+\.go): /);
      expect(r.summary).toMatch(/\.$/);
    }
    expect(new Set(CATALOG_RULES.map((r) => r.name)).size).toBe(CATALOG_RULES.length);
    expect(ARRAY_DOCUMENTED_IN).toBe('docs/resources/catalog_type_attribute.md: type (Bool, Text and Number attributes cannot be arrays)');
  });

  test('each rule named by a problem id is refused by the sources under that id (an error, not a warning)', () => {
    const text = sources();
    const refusals = CATALOG_RULES.filter((r) => r.warningId === undefined && r.name.startsWith('incident:')).map((r) => r.name);
    expect(refusals.length).toBeGreaterThan(8);
    for (const id of refusals) expect([id, text.includes(`'${id}'`)]).toEqual([id, true]);
  });

  test('the rules are checked where the constructs take their input: the table itself checks nothing', () => {
    expect(CATALOG_RULES.filter((r) => r.check !== undefined)).toEqual([]);
    expect(checkRules(CATALOG_RULES, {}).list).toEqual([]);
  });
});
