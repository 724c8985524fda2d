/** Equinix-N1: a production connection with no redundant pair (a document rule). */
import { known, str } from '../../../core/runtime/type-rules';
import { labelText } from '../../labels';
import { DocumentRuleBody } from '../../rule';
import { CONNECTION, connectionLabels, priority, redundancy } from '../connection';

export const RULE: DocumentRuleBody = {
  level: 'error',
  document: true,
  summary: 'A production Fabric connection has no secondary connection in the stack (redundancy.priority SECONDARY in its redundancy group).',
  explanation: 'A single connection is a single point of failure: maintenance or a failure of its port, device or metro cuts the link. '
    + 'Equinix pairs a PRIMARY and a SECONDARY connection in one redundancy group (the secondary names the primary\'s group). '
    + "Production is recognised from the connection's additionalInfo key/value pairs (see the pack's production option). A secondary whose "
    + 'group is an expression that names no Fabric connection is taken to pair with any primary, so it is never judged on a guess.',
  fix: 'Add a second connection on another port or device with redundancy { priority: "SECONDARY", group: one(<primary>.redundancy).group }.',
  types: [CONNECTION],
  check: (doc, report, context) => {
    const connections = doc.resource[CONNECTION] ?? {};
    const secondaries: string[] = [];
    for (const body of Object.values(connections)) {
      if (priority(body) !== 'SECONDARY') continue;
      const g = redundancy(body)?.group;
      if (typeof g === 'string') secondaries.push(g); // a secondary without a group pairs with nothing
    }
    for (const [name, body] of Object.entries(connections)) {
      const labels = connectionLabels(body);
      if (priority(body) !== 'PRIMARY' || !context.isProduction(labels)) continue;
      const group = str(redundancy(body)?.group);
      const paired = secondaries.some((g) => (group !== undefined && g === group)
        || g.includes(`${CONNECTION}.${name}.`)
        || (!known(g) && !g.includes(`${CONNECTION}.`)));
      if (paired) continue;
      report(`${CONNECTION}.${name}`, 'redundancy', `has no secondary connection in this stack on a production connection (${labelText(labels)}): one port, device or metro failure cuts the link.`, {
        receivedText: `redundancy.priority PRIMARY, and no connection with redundancy.priority SECONDARY in its group (${secondaries.length} secondary connection${secondaries.length === 1 ? '' : 's'} in the stack)`,
        allowed: 'a secondary connection with redundancy { priority: SECONDARY, group: this connection\'s group }',
        fix: `add a second connection on another port or device with redundancy { priority: "SECONDARY", group: "\${one(${CONNECTION}.${name}.redundancy).group}" }.`,
      });
    }
  },
};
