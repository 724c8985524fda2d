import { RULE } from '../../../../src/policy/equinix/rules/equinix-n1';
import { expectRuleDoc, reportedOnDocument } from '../../rule-util';

const PROD = [{ key: 'environment', value: 'production' }];
const primary = (extra: Record<string, any> = {}) => ({ name: 'primary', type: 'EVPL_VC', bandwidth: 100, additional_info: PROD, redundancy: [{ priority: 'PRIMARY', group: 'g1' }], ...extra });
const secondary = (group: unknown) => ({ name: 'secondary', type: 'EVPL_VC', bandwidth: 100, additional_info: PROD, redundancy: [{ priority: 'SECONDARY', group }] });

test('Equinix-N1 states an error rule on the whole document', () => {
  expectRuleDoc(RULE, 'Equinix-N1', 'error');
  expect(RULE.document).toBe(true);
});

test('pass: a secondary in the group (by value, or by reference to the primary); a connection that is not production', () => {
  expect(reportedOnDocument(RULE, { equinix_fabric_connection: { a: primary(), b: secondary('g1') } })).toEqual([]);
  expect(reportedOnDocument(RULE, { equinix_fabric_connection: { a: primary(), b: secondary('${one(equinix_fabric_connection.a.redundancy).group}') } })).toEqual([]);
  expect(reportedOnDocument(RULE, { equinix_fabric_connection: { a: primary({ additional_info: [{ key: 'environment', value: 'dev' }] }) } })).toEqual([]);
  // A group only Terraform knows that names no connection pairs with any primary: never judged on a guess.
  expect(reportedOnDocument(RULE, { equinix_fabric_connection: { a: primary(), b: secondary('${var.group}') } })).toEqual([]);
});

test('fail: a production primary without a secondary in its group', () => {
  expect(reportedOnDocument(RULE, { equinix_fabric_connection: { a: primary(), b: secondary('g2') } })).toEqual([
    'equinix_fabric_connection.a: redundancy: has no secondary connection in this stack on a production connection (environment=production): one port, device or metro failure cuts the link. '
    + 'Received: redundancy.priority PRIMARY, and no connection with redundancy.priority SECONDARY in its group (1 secondary connection in the stack). '
    + "Allowed: a secondary connection with redundancy { priority: SECONDARY, group: this connection's group }. "
    + 'Fix: add a second connection on another port or device with redundancy { priority: "SECONDARY", group: "${one(equinix_fabric_connection.a.redundancy).group}" }.',
  ]);
});
