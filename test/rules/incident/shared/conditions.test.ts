import { matchesNothing } from '../../../../src/rules/incident/shared/conditions';

const is = (subject: string, literal: string) => ({ subject, operation: 'is', param_bindings: [{ value: { literal } }] });
const oneOf = (subject: string, ...literals: string[]) => ({ subject, operation: 'one_of', param_bindings: [{ array_value: literals.map((literal) => ({ literal })) }] });

test('groups that may match: none, alternatives in separate groups, overlapping values, references and other operations, a token', () => {
  expect(matchesNothing([])).toBeUndefined();
  expect(matchesNothing([{ conditions: [is('alert.priority', 'P1')] }, { conditions: [is('alert.priority', 'P2')] }])).toBeUndefined();
  expect(matchesNothing([{ conditions: [oneOf('alert.team', 'a', 'b'), is('alert.team', 'b')] }])).toBeUndefined();
  expect(matchesNothing([{ conditions: [is('alert.team', 'a'), { subject: 'alert.team', operation: 'is', param_bindings: [{ value: { reference: 'alert.attributes.team' } }] }] }])).toBeUndefined();
  expect(matchesNothing([{ conditions: [is('alert.team', 'a'), { subject: 'alert.team', operation: 'is_set', param_bindings: [] }] }])).toBeUndefined();
  expect(matchesNothing('${var.groups}')).toBeUndefined();
  // One group may match: the list may match.
  expect(matchesNothing([{ conditions: [] }, { conditions: [is('alert.priority', 'P1')] }])).toBeUndefined();
});

test('groups that match nothing, one reason per group', () => {
  expect(matchesNothing([{ conditions: [] }, { conditions: [is('alert.priority', 'P1'), oneOf('alert.priority', 'P2', 'P3')] }])).toEqual([
    'group 0: has no conditions',
    'group 1: alert.priority must be "P1" and also "P2" or "P3"',
  ]);
});
