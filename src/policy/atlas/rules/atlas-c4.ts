/** Atlas-C4: server-side JavaScript on. */
import { bool } from '../../../core/runtime/type-rules';
import { ResourceRuleBody } from '../../rule';
import { advancedConfiguration, CLUSTER_TYPES } from '../cluster';

export const RULE: ResourceRuleBody = {
  level: 'warning',
  summary: 'Server-side JavaScript is turned on.',
  explanation: 'Server-side JavaScript ($where, $function, $accumulator, mapReduce) runs code sent by clients inside the database: '
    + 'a query built from user input can then execute code on the server. Only an explicit true is judged; unset leaves Atlas\'s default.',
  fix: 'Set advancedConfiguration.javascriptEnabled: false, and replace $where, $function and mapReduce with aggregation operators.',
  types: CLUSTER_TYPES,
  check: (input, _type, report) => {
    const ac = advancedConfiguration(input);
    if (!ac || bool(ac.config.javascript_enabled) !== true) return;
    report(`${ac.path}.javascript_enabled`, 'turns server-side JavaScript on: clients can run code inside the database.', {
      received: true,
      allowed: 'false',
      fix: 'set javascriptEnabled: false, and replace $where, $function and mapReduce with aggregation operators.',
    });
  },
};
