/** Atlas-U2: a database user without scopes. */
import { items, known } from '../../../core/runtime/type-rules';
import { ResourceRuleBody } from '../../rule';

export const RULE: ResourceRuleBody = {
  level: 'warning',
  summary: 'A database user has no scopes: it can connect to every cluster and data federation instance in the project.',
  explanation: 'A user without scopes reaches every cluster of the project, including ones added later; scoping it to the clusters it '
    + 'needs limits what a leaked credential exposes.',
  fix: "Add scopes: [{ name: '<cluster name>', type: 'CLUSTER' }] for each cluster the user needs.",
  types: ['mongodbatlas_database_user'],
  check: (input, _type, report) => {
    const v = input.scopes;
    if (v !== undefined && v !== null && (!known(v) || !Array.isArray(v) || v.length > 0 || items(v).length > 0)) return;
    report('scopes', 'is empty: the user can connect to every cluster and data federation instance in the project.', {
      received: v ?? undefined,
      allowed: "at least one scope, e.g. { name: '<cluster name>', type: 'CLUSTER' }",
      fix: "add scopes: [{ name: '<cluster name>', type: 'CLUSTER' }] for each cluster the user needs.",
    });
  },
};
