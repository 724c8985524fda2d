import * as fs from 'fs';
import * as path from 'path';
import { clusterStack, PROJECT, synthDoc, synthError } from './cluster-util';
import { AlertConfiguration, AlertMatcher, HostType, MatcherOperator, NotificationTarget, ProjectRole, ThresholdOperator, ThresholdUnits } from '../../../src/constructs/mongodbatlas';

const values = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../spec/mongodbatlas/values.json'), 'utf8'));
const allowed = (attribute: string): string[] => [...values[`mongodbatlas_alert_configuration.${attribute}`].allowed].sort();
const constants = (cls: object): string[] => Object.values(cls).filter((v) => typeof v === 'string').sort();
const owners = () => NotificationTarget.group({ roles: [ProjectRole.GROUP_OWNER] });

test("the operators and units are exactly the provider's values", () => {
  expect(constants(MatcherOperator)).toEqual(allowed('matcher.operator'));
  expect(constants(ThresholdOperator)).toEqual(allowed('threshold_config.operator'));
  expect(constants(ThresholdOperator)).toEqual(allowed('metric_threshold_config.operator'));
  expect(constants(ThresholdUnits)).toEqual(allowed('threshold_config.units'));
  // The API's MatcherHostType enum (the provider's schema takes any string here).
  expect(constants(HostType)).toEqual(['ARBITER', 'CONFIG', 'MONGOS', 'MONGOT', 'PRIMARY', 'SECONDARY', 'STANDALONE']);
});

test('they render as plain strings', () => {
  const stack = clusterStack();
  new AlertConfiguration(stack, 'Host', {
    projectId: PROJECT, eventType: 'HOST_DOWN', matchers: [AlertMatcher.hostType(HostType.SECONDARY, MatcherOperator.NOT_EQUAL_TO)], notifications: [owners()],
  });
  expect(synthDoc(stack).resource.mongodbatlas_alert_configuration.Host.matcher).toEqual([{ field_name: 'TYPE_NAME', operator: 'NOT_EQUALS', value: 'SECONDARY' }]);
});

test('a value outside them is refused by the value check, with the allowed values', () => {
  const stack = clusterStack();
  new AlertConfiguration(stack, 'Host', { projectId: PROJECT, eventType: 'HOST_DOWN', matchers: [AlertMatcher.hostname('db-1', 'LIKE')], notifications: [owners()] });
  expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
    + '  [test/Host/Default] [value:mongodbatlas_alert_configuration.matcher.operator] matcher[0].operator: is not an allowed value. Received: "LIKE". '
    + "Allowed: 'EQUALS', 'NOT_EQUALS', 'CONTAINS', 'NOT_CONTAINS', 'STARTS_WITH', 'ENDS_WITH' or 'REGEX'. Fix: use one of the allowed values.");
});
