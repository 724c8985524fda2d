import { RULE } from '../../../../src/policy/atlas/rules/atlas-c7';
import { expectRuleDoc, reported } from '../../rule-util';
import { advanced, legacy, TOKEN } from '../inputs';

test('Atlas-C7 states a warning rule on both cluster types', () => {
  expectRuleDoc(RULE, 'Atlas-C7', 'warning');
});

test('pass: termination protection, lifecycle.prevent_destroy, or a token for either', () => {
  expect(reported(RULE, advanced())).toEqual([]);
  expect(reported(RULE, advanced({ termination_protection_enabled: undefined, lifecycle: { prevent_destroy: true } }))).toEqual([]);
  expect(reported(RULE, advanced({ termination_protection_enabled: TOKEN }))).toEqual([]);
  expect(reported(RULE, advanced({ termination_protection_enabled: false, lifecycle: { prevent_destroy: TOKEN } }))).toEqual([]);
});

test('fail: neither guard', () => {
  const fix = 'Fix: use removalPolicy: RemovalPolicy.RETAIN on the L2 (it sets both), or terminationProtectionEnabled: true on the L1.';
  expect(reported(RULE, advanced({ termination_protection_enabled: false }))).toEqual([
    'terminationProtectionEnabled: is not on, and lifecycle.preventDestroy is not set: nothing stops a destroy or a replacement from deleting the cluster and its data. '
    + `Received: terminationProtectionEnabled false, lifecycle.preventDestroy unset. Allowed: terminationProtectionEnabled: true, or lifecycle.preventDestroy: true. ${fix}`,
  ]);
  expect(reported(RULE, legacy({ lifecycle: { prevent_destroy: false } }), 'mongodbatlas_cluster')).toEqual([
    'terminationProtectionEnabled: is not on, and lifecycle.preventDestroy is not set: nothing stops a destroy or a replacement from deleting the cluster and its data. '
    + `Received: terminationProtectionEnabled unset, lifecycle.preventDestroy false. Allowed: terminationProtectionEnabled: true, or lifecycle.preventDestroy: true. ${fix}`,
  ]);
});
