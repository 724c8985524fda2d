import { RULE as C1 } from '../../src/policy/atlas/rules/atlas-c1';
import { DocumentRule, inPack, isDocumentRule, ResourceRule, ResourceRuleBody, RULE_ID } from '../../src/policy/rule';

describe('policy rule bodies and the ids their packs give them', () => {
  const body: ResourceRuleBody = {
    level: 'warning',
    summary: 's',
    explanation: 'why {id} matters',
    fix: 'fix it, or suppress {id} with a reason.',
    types: ['demo_widget'],
    check: () => undefined,
  };

  test('a pack names each body <pack>-<suffix> and writes the id into its text', () => {
    const [rule] = inPack('Platform', [['W1', body]]);
    expect([rule.id, rule.level, rule.explanation, rule.fix]).toEqual(['Platform-W1', 'warning', 'why Platform-W1 matters', 'fix it, or suppress Platform-W1 with a reason.']);
    expect(isDocumentRule(rule)).toBe(false);
  });

  test('one body serves two packs, under each id, at the level each pack sets', () => {
    const [atlas] = inPack('Atlas', [['C1', C1]]);
    const [strict] = inPack('Strict', [['B1', C1, 'error']]);
    const [lenient] = inPack('Lenient', [['B1', C1, 'warning']]);
    expect([atlas.id, atlas.level, strict.id, strict.level, lenient.id, lenient.level]).toEqual(['Atlas-C1', 'error', 'Strict-B1', 'error', 'Lenient-B1', 'warning']);
    expect(atlas.fix).toContain('suppress Atlas-C1 with a reason');
    expect(lenient.fix).toContain('suppress Lenient-B1 with a reason');
    expect(lenient.check).toBe(C1.check);
  });

  test('an id that is no rule id is a bug of the pack', () => {
    expect(() => inPack('atlas', [['C1', body]])).toThrow("inPack: 'atlas-C1' is no rule id (<Pack>-<letters><number>).");
    expect(() => inPack('Atlas', [['1', body]])).toThrow("inPack: 'Atlas-1' is no rule id (<Pack>-<letters><number>).");
    expect(RULE_ID.test('Atlas-C1')).toBe(true);
  });
});

const doc = { id: 'Demo-C1', level: 'warning' as const, summary: 's', explanation: 'e', fix: 'f', types: ['demo_widget'] };

test('a document rule is told apart from a resource rule by document: true', () => {
  const document: DocumentRule = { ...doc, document: true, check: () => undefined };
  const resource: ResourceRule = { ...doc, check: () => undefined };
  expect(isDocumentRule(document)).toBe(true);
  expect(isDocumentRule(resource)).toBe(false);
  expect(isDocumentRule({ ...resource, document: 'yes' } as any)).toBe(false);
});

test('RULE_ID: <Pack>-<letters><number>', () => {
  expect(['Atlas-C1', 'Secrets-S1', 'Incident-R12', 'MyTeam-AB3'].filter((id) => RULE_ID.test(id))).toHaveLength(4);
  expect(['atlas-C1', 'Atlas-c1', 'Atlas-C', 'Atlas_C1', 'Atlas-1', 'Atlas-C1 '].filter((id) => RULE_ID.test(id))).toEqual([]);
});
