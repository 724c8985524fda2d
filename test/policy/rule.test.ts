import { DocumentRule, isDocumentRule, ResourceRule, RULE_ID } from '../../src/policy/rule';

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
