import { RULE } from '../../../../src/policy/atlas/rules/atlas-c6';
import { expectRuleDoc, reported } from '../../rule-util';
import { advanced, legacy, TENANT, TOKEN } from '../inputs';

test('Atlas-C6 states a warning rule on both cluster types', () => {
  expectRuleDoc(RULE, 'Atlas-C6', 'warning');
});

test('pass: a key service, a token, a tier below M10', () => {
  expect(reported(RULE, advanced())).toEqual([]);
  expect(reported(RULE, advanced({ encryption_at_rest_provider: TOKEN }))).toEqual([]);
  expect(reported(RULE, advanced({ ...TENANT, encryption_at_rest_provider: undefined }))).toEqual([]);
});

const FIX = "Fix: configure encryption at rest for the project (new EncryptionAtRest(...) with an EncryptionAtRestKey), then set the cluster's encryptionAtRestProvider "
  + "to its cloud ('AWS', 'AZURE' or 'GCP'; EncryptionAtRestProvider.AWS, ...).";

test('fail: NONE or unset on an M10 or larger cluster', () => {
  expect(reported(RULE, advanced({ encryption_at_rest_provider: 'NONE' }))).toEqual([
    'encryptionAtRestProvider: is NONE on an M10 cluster: the data is not encrypted with a key the project controls. '
    + `Received: "NONE". Allowed: 'AWS', 'AZURE', 'GCP'. ${FIX}`,
  ]);
  expect(reported(RULE, legacy({ provider_instance_size_name: 'M40' }), 'mongodbatlas_cluster')).toEqual([
    'encryptionAtRestProvider: is unset on an M40 cluster: the data is not encrypted with a key the project controls. '
    + `Received: unset. Allowed: 'AWS', 'AZURE', 'GCP'. ${FIX}`,
  ]);
});
