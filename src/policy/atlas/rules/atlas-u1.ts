/** Atlas-U1: a database user with the atlasAdmin role. */
import { items, str } from '../../../core/runtime/type-rules';
import { ResourceRuleBody } from '../../rule';

export const RULE: ResourceRuleBody = {
  level: 'error',
  summary: 'A database user has the atlasAdmin role.',
  explanation: 'The atlasAdmin role grants every privilege on every database of every cluster in the project, including user and role '
    + 'administration: an application holding it, once compromised, can read, change or drop everything.',
  fix: 'Grant the roles the user needs (readWrite or read on its databases); keep atlasAdmin for break-glass users, suppressing {id} for them with a reason.',
  types: ['mongodbatlas_database_user'],
  check: (input, _type, report) => {
    for (const [r, i] of items(input.roles)) {
      if (str(r.role_name) !== 'atlasAdmin') continue;
      report(`roles[${i}].role_name`, 'grants atlasAdmin: every privilege on every cluster of the project.', {
        received: 'atlasAdmin',
        allowed: 'a role limited to what the user needs, e.g. readWrite or read on its database',
        fix: "grant { roleName: 'readWrite', databaseName: '<its database>' } instead.",
      });
    }
  },
};
