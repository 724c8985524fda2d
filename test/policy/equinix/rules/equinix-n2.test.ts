import { RULE } from '../../../../src/policy/equinix/rules/equinix-n2';
import { expectRuleDoc, reported } from '../../rule-util';

const PROD = [{ key: 'env', value: 'prod' }];
const connection = (extra: Record<string, any>) => ({ name: 'primary', type: 'EVPL_VC', bandwidth: 100, additional_info: PROD, ...extra });
const FIX = 'Fix: set order: { termLength: 12 } (or 24, 36), as agreed with whoever owns the Equinix contract.';

test('Equinix-N2 states a warning rule on Fabric connections', () => {
  expectRuleDoc(RULE, 'Equinix-N2', 'warning');
  expect(RULE.types).toEqual(['equinix_fabric_connection']);
});

test('pass: a 12-month term, a token, a connection that is not production', () => {
  expect(reported(RULE, connection({ order: [{ term_length: 12 }] }))).toEqual([]);
  expect(reported(RULE, connection({ order: [{ term_length: '${var.term}' }] }))).toEqual([]);
  expect(reported(RULE, connection({ order: '${var.order}' }))).toEqual([]);
  expect(reported(RULE, connection({ additional_info: [] }))).toEqual([]);
});

test('fail: no order, no term, or a term of 1 month on a production connection', () => {
  const message = (field: string, received: string) => `${field}: is on demand on a production connection (env=prod). Received: ${received}. Allowed: 12, 24 or 36 (months). ${FIX}`;
  expect(reported(RULE, connection({}))).toEqual([message('order', 'no order (term length 1 month, on demand)')]);
  expect(reported(RULE, connection({ order: [{ purchase_order_number: 'PO-1' }] }))).toEqual([message('order[0].termLength', 'termLength unset (1 month, on demand)')]);
  expect(reported(RULE, connection({ order: { term_length: 1 } }))).toEqual([message('order.termLength', 'termLength 1 (on demand)')]);
});
