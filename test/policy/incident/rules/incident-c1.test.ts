import { RULE } from '../../../../src/policy/incident/rules/incident-c1';
import { expectRuleDoc, reported } from '../../rule-util';

const type = (source_repo_url: unknown) => ({ name: 'Service', description: 'Services', source_repo_url });

test('Incident-C1 states a warning rule on catalog types', () => {
  expectRuleDoc(RULE, 'Incident-C1', 'warning');
  expect(RULE.types).toEqual(['incident_catalog_type']);
});

test('pass: a repository URL, or one only Terraform knows', () => {
  expect(reported(RULE, type('https://github.com/acme/platform'))).toEqual([]);
  expect(reported(RULE, type('${var.repo}'))).toEqual([]);
});

test('fail: unset, or blank', () => {
  const message = (received: string) => `sourceRepoUrl: is empty: the catalog type can be edited in the dashboard, and drifts from the code. Received: ${received}. `
    + 'Allowed: the URL of the repository that manages the type, e.g. https://github.com/acme/platform. Fix: set sourceRepoUrl to the URL of the repository that holds this code.';
  expect(reported(RULE, type(undefined))).toEqual([message('unset')]);
  expect(reported(RULE, type('  '))).toEqual([message('"  "')]);
});
