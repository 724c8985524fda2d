/**
 * What an alert source renders besides its template: the source type of `AlertSource.of`, the
 * options of each kind of source, the teams that see private alerts, the merge strategy of a
 * binding.
 */
import { TerraformVariable } from 'cdktn';
import { checkSourceType, kindOptions, mergeOf, stringsOf, visibleTo } from '../../../../../src/constructs/incident/alerts/private/alert-source-options';
import { Problems } from '../../../../../src/core/l2/index';
import { Duration, incident } from '../../../../../src/index';
import { incidentStack, messages } from '../alerts-util';

const { AlertSourceType, AttributeMergeStrategy } = incident;

describe('checkSourceType', () => {
  test('a source type without options passes; one with options points to its factory; others get the member to use', () => {
    const p = new Problems();
    checkSourceType(p, AlertSourceType.DATADOG);
    expect(messages(p)).toEqual([]);
    checkSourceType(p, AlertSourceType.HTTP_CUSTOM);
    checkSourceType(p, 'Grafana');
    checkSourceType(p, new TerraformVariable(incidentStack(), 't', {}).stringValue);
    expect(messages(p)).toEqual([
      'sourceType: is http_custom, whose options the provider requires: make it with AlertSource.httpCustom. Received: "http_custom". '
      + 'Allowed: a source type without options of its own. Fix: use AlertSource.httpCustom(scope, id, { ... }).',
      "sourceType: is not a source type of incident.io. Received: \"Grafana\". Allowed: an AlertSourceType, e.g. AlertSourceType.DATADOG (49 kinds). Fix: use AlertSourceType.GRAFANA ('grafana').",
      'sourceType: must be known at synth, not a token. Received: a string token (a value Terraform knows only when it plans or applies). '
      + 'Allowed: an AlertSourceType, e.g. AlertSourceType.DATADOG (49 kinds). Fix: write the value itself, e.g. AlertSourceType.ALERTMANAGER.',
    ]);
    expect(p.list.map((x) => x.id)).toEqual(['incident:alert-source-type-with-options', 'l2:not-a-member', 'l2:member-token']);
  });
});

describe('kindOptions', () => {
  test('each kind its options block; text escaped, paths and ids as given', () => {
    const p = new Problems();
    expect(kindOptions(p, 'heartbeat', { interval: Duration.minutes(5), failureThreshold: 2 })).toEqual({ heartbeatOptions: { intervalSeconds: 300, failureThreshold: 2 } });
    expect(kindOptions(p, 'email', { redactions: ['${secret}'], transformExpression: '%{ x }' })).toEqual({ emailOptions: { redactions: ['$${secret}'], transformExpression: '%%{ x }' } });
    expect(kindOptions(p, 'email', {})).toEqual({});
    expect(kindOptions(p, 'httpCustom', { transformExpression: 'return ${a}', deduplicationKeyPath: '$.id' })).toEqual({
      httpCustomOptions: { transformExpression: 'return $${a}', deduplicationKeyPath: '$.id' },
    });
    expect(kindOptions(p, 'jira', { projectIds: ['10001'] })).toEqual({ jiraOptions: { projectIds: ['10001'] } });
    expect(kindOptions(p, 'http', {})).toEqual({});
    expect(messages(p)).toEqual([]);
  });

  test('JavaScript input: a threshold and lists that are none', () => {
    const p = new Problems();
    kindOptions(p, 'heartbeat', { interval: Duration.minutes(1), failureThreshold: 1.5 });
    kindOptions(p, 'jira', { projectIds: [10001] });
    expect(messages(p)).toEqual([
      'failureThreshold: is not a whole number of missed pings, 1 or more. Received: 1.5. Allowed: a whole number of missed pings, 1 or more. Fix: write failureThreshold: 2, or leave it out for 1.',
      'projectIds: expected a list of strings. Received: a list of 1 item. Allowed: a list of Jira project ids. Fix: pass the values as a list of strings.',
    ]);
  });
});

describe('stringsOf and visibleTo', () => {
  test('a list of strings, or a list token as it is; the teams of private alerts written in code, never none', () => {
    const p = new Problems();
    const list = new TerraformVariable(incidentStack(), 'l', {}).listValue;
    expect(stringsOf(p, 'f', ['a'], 'texts')).toEqual(['a']);
    expect(stringsOf(p, 'f', list, 'texts')).toBe(list);
    expect(stringsOf(p, 'f', undefined, 'texts')).toBeUndefined();
    expect(visibleTo(p, ['01TEAM'])).toEqual(['01TEAM']);
    expect(messages(p)).toEqual([]);
    expect(stringsOf(p, 'f', 'a', 'texts')).toBeUndefined();
    expect(visibleTo(p, [])).toBeUndefined();
    expect(visibleTo(p, list)).toBeUndefined();
    expect(messages(p)).toEqual([
      'f: expected a list of strings. Received: "a". Allowed: a list of texts. Fix: pass the values as a list of strings.',
      'visibleToTeamIds: is empty: private alerts are visible to the teams named here, and none is. Received: an empty list. '
      + 'Allowed: at least one team id, or no visibleToTeamIds for alerts that are not private. Fix: name the teams, or leave visibleToTeamIds out.',
      'visibleToTeamIds: is a token for the whole list: each team id is rendered as a value of its own, so the list must be written in code. '
      + 'Received: a list token (a value Terraform knows only when it plans or applies). Allowed: a list of team ids written in code (each id may be a token). '
      + 'Fix: write the list in code, e.g. visibleToTeamIds: [payments.catalogEntryId].',
    ]);
  });
});

describe('mergeOf', () => {
  test('a merge strategy of the source, the underscore spelling for a route\'s, options that are none', () => {
    const p = new Problems();
    expect(mergeOf(p, { merge: AttributeMergeStrategy.APPEND })).toBe('append');
    expect(mergeOf(p, {})).toBeUndefined();
    expect(messages(p)).toEqual([]);
    expect(mergeOf(p, { merge: 'last-wins' })).toBeUndefined();
    expect(mergeOf(p, { merge: 'newest' })).toBeUndefined();
    expect(mergeOf(p, 'append')).toBeUndefined();
    expect(messages(p)).toEqual([
      'bind(options).merge: is not a merge strategy of alert source bindings. Received: "last-wins". Allowed: first_wins, last_wins, append, max or min. '
      + "Fix: use AttributeMergeStrategy.LAST_WINS ('last_wins': alert sources spell it with an underscore).",
      'bind(options).merge: is not a merge strategy of alert source bindings. Received: "newest". Allowed: first_wins, last_wins, append, max or min. '
      + 'Fix: use an AttributeMergeStrategy, e.g. AttributeMergeStrategy.FIRST_WINS.',
      'bind(options): expected an object. Received: "append". Allowed: { merge?: AttributeMergeStrategy }. Fix: pass the options as an object, or leave them out.',
    ]);
  });
});
