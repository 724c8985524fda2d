/** Incident-C1: a catalog type without a source repository. */
import { str } from '../../../core/runtime/type-rules';
import { ResourceRuleBody } from '../../rule';

export const RULE: ResourceRuleBody = {
  level: 'warning',
  summary: 'A catalog type has no source repository (sourceRepoUrl empty).',
  explanation: 'While sourceRepoUrl is set, the catalog type cannot be edited in the incident.io dashboard, and the dashboard points '
    + 'to the repository that manages it: the code stays the source of truth. Without it, edits in the dashboard drift from the code.',
  fix: 'Set sourceRepoUrl to the URL of the repository that holds this code.',
  types: ['incident_catalog_type'],
  check: (input, _type, report) => {
    const v = input.source_repo_url;
    const s = str(v);
    if (v !== undefined && v !== null && (s === undefined || s.trim() !== '')) return;
    report('source_repo_url', 'is empty: the catalog type can be edited in the dashboard, and drifts from the code.', {
      received: v ?? undefined,
      allowed: 'the URL of the repository that manages the type, e.g. https://github.com/acme/platform',
      fix: 'set sourceRepoUrl to the URL of the repository that holds this code.',
    });
  },
};
