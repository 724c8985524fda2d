import { ALERT_KINDS, alertKind, NO_MATCHER_EVENTS, takesNoMatchers } from '../../../src/facts/mongodbatlas/alert-kinds';

test('each event type belongs to one kind at most, and no kind to the events without matchers', () => {
  const events = ALERT_KINDS.flatMap((k) => k.events);
  expect(new Set(events).size).toBe(events.length);
  expect(events.filter((e) => NO_MATCHER_EVENTS.includes(e))).toEqual([]);
});

test('an event that takes matchers: its kind and fields', () => {
  expect(alertKind('HOST_DOWN')?.name).toBe('host');
  expect(alertKind('HOST_DOWN')?.fields).toEqual(['TYPE_NAME', 'HOSTNAME', 'PORT', 'HOSTNAME_AND_PORT', 'REPLICA_SET_NAME', 'ATLAS_NODE_TYPE']);
  expect(takesNoMatchers('HOST_DOWN')).toBe(false);
});

test('an event without matchers, and an unknown one, have no kind; only the former is known to take none', () => {
  expect([alertKind('JOINED_GROUP'), takesNoMatchers('JOINED_GROUP')]).toEqual([undefined, true]);
  expect([alertKind('MADE_UP_EVENT'), takesNoMatchers('MADE_UP_EVENT')]).toEqual([undefined, false]);
  expect(alertKind('toString')).toBeUndefined();
});
