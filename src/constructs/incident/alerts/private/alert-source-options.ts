/**
 * What an alert source renders besides its template: the source type of `AlertSource.of`, the
 * options block of each kind of source (heartbeat, email, custom HTTP, Jira), and the teams that
 * see private alerts. Not part of the public API.
 */
import { isUnresolved, listOf, literalText, literalTexts, memberOf, objectOf, Problems, wholeDurationOf, wholeNumberOf } from '../../../../core/l2/index';
import type { IncidentAlertSourceConfig } from '../../../../generated/incident/alert-source/index';
import { OPTIONS } from '../../private/option-keys.generated';
import { AlertSourceType, AttributeMergeStrategy } from '../alert-values';

/** The kinds of source, one per factory. */
export type SourceKind = 'http' | 'heartbeat' | 'email' | 'httpCustom' | 'jira' | 'of';

/** The source types whose options the provider requires: they have a factory of their own. */
const WITH_FACTORY: Record<string, string> = { heartbeat: 'AlertSource.heartbeat', http_custom: 'AlertSource.httpCustom', jira: 'AlertSource.jira' };

/** `sourceType` of `AlertSource.of`: one of the provider's source types, without options of its own. */
export function checkSourceType(p: Problems, t: unknown): void {
  const count = Object.keys(AlertSourceType).length;
  // enforcedBy: internal/provider/incident_alert_source_resource.go: ModifyPlan (the API's validate endpoint takes the source types of
  // AlertSourcesValidatePayloadV2SourceType at plan); the L1 value check only warns.
  const type = memberOf(p, 'sourceType', t, { values: AlertSourceType, enumName: 'AlertSourceType' }, {
    problem: 'is not a source type of incident.io.',
    allowed: `an AlertSourceType, e.g. AlertSourceType.DATADOG (${count} kinds)`,
    fix: 'use an AlertSourceType, e.g. AlertSourceType.DATADOG.',
    refuseTokens: true,
  });
  const factory = type === undefined ? undefined : WITH_FACTORY[type];
  if (factory) {
    // enforcedBy: internal/provider/incident_alert_source_resource.go: ValidateConfig (heartbeat_options, http_custom_options and jira_options must be set for their source types)
    p.add('sourceType', `is ${type}, whose options the provider requires: make it with ${factory}.`, {
      id: 'incident:alert-source-type-with-options', received: type, allowed: 'a source type without options of its own', fix: `use ${factory}(scope, id, { ... }).`,
    });
  }
}

/** What the options of the kinds of source read from the props (a JavaScript caller can pass anything). */
export interface KindOptionsInput {
  readonly interval?: unknown;
  readonly failureThreshold?: unknown;
  readonly gracePeriod?: unknown;
  readonly redactions?: unknown;
  readonly transformExpression?: unknown;
  readonly deduplicationKeyPath?: unknown;
  readonly projectIds?: unknown;
}

/** The options block of a kind of source; problems go to `p`. */
export function kindOptions(p: Problems, kind: SourceKind, o: KindOptionsInput): Partial<IncidentAlertSourceConfig> {
  switch (kind) {
    case 'heartbeat': {
      const interval = wholeDurationOf(p, 'interval', o.interval, { unit: 'seconds', example: 'Duration.minutes(5)' });
      const grace = wholeDurationOf(p, 'gracePeriod', o.gracePeriod, { unit: 'seconds', example: 'Duration.minutes(1)' });
      const threshold = wholeNumberOf(p, 'failureThreshold', o.failureThreshold, { min: 1, unit: 'missed pings', fix: 'write failureThreshold: 2, or leave it out for 1.' });
      return { heartbeatOptions: { intervalSeconds: interval!, failureThreshold: threshold, gracePeriodSeconds: grace } };
    }
    case 'email': {
      p.strings(o, { transformExpression: 'a JavaScript expression that transforms the email into the payload' });
      const redactions = stringsOf(p, 'redactions', o.redactions, 'texts to redact');
      if (redactions === undefined && (o.transformExpression === undefined || o.transformExpression === null)) return {};
      // Redactions and the transform expression reach the provider as written.
      const transformExpression = literalText(o.transformExpression as string | undefined);
      return { emailOptions: { redactions: literalTexts(redactions ?? []), transformExpression } };
    }
    case 'httpCustom':
      p.requiredStrings(o, ['transformExpression', 'deduplicationKeyPath'], {
        transformExpression: 'a JavaScript expression that returns the alert (title, description, ...)',
        deduplicationKeyPath: "the path of the deduplication key in the payload, e.g. '$.id'",
      });
      return {
        httpCustomOptions: {
          transformExpression: literalText(o.transformExpression as string),
          // A path into the payload (a reference, e.g. `$.id`), not text: rendered as given.
          deduplicationKeyPath: o.deduplicationKeyPath as string,
        },
      };
    case 'jira':
      return { jiraOptions: { projectIds: stringsOf(p, 'projectIds', o.projectIds, 'Jira project ids') } };
    default:
      return {};
  }
}

/** A list of strings (a list token passes as it is), or undefined with a problem (`id` for a list of something else). */
export function stringsOf(p: Problems, field: string, v: unknown, what: string, id = 'incident:alert-source-not-strings'): string[] | undefined {
  const parts = { of: 'strings', allowed: `a list of ${what}`, fix: 'pass the values as a list of strings.' };
  const list = listOf(p, field, v as string[] | undefined, parts);
  if (list === undefined || isUnresolved(list)) return list;
  if (list.some((x) => typeof x !== 'string')) {
    p.add(field, 'expected a list of strings.', { id, received: v, allowed: parts.allowed, fix: parts.fix });
    return undefined;
  }
  return list;
}

/**
 * The teams that see private alerts: a list written in code (each id becomes a value of its own,
 * `visible_to_teams.array_value[].literal`), never empty.
 */
export function visibleTo(p: Problems, v: unknown): string[] | undefined {
  if (v !== undefined && v !== null && isUnresolved(v)) {
    // A token that stands for the whole list cannot be split at synth (as for Binding.literals).
    p.add('visibleToTeamIds', 'is a token for the whole list: each team id is rendered as a value of its own, so the list must be written in code.', {
      id: 'incident:visible-to-teams-token',
      received: v,
      allowed: 'a list of team ids written in code (each id may be a token)',
      fix: 'write the list in code, e.g. visibleToTeamIds: [payments.catalogEntryId].',
    });
    return undefined;
  }
  const list = stringsOf(p, 'visibleToTeamIds', v, 'team catalog entry ids');
  if (list && list.length === 0) {
    // enforcedBy: internal/provider/incident_alert_source_resource.go: ValidateConfig (visible_to_teams must be set when is_private is true)
    p.add('visibleToTeamIds', 'is empty: private alerts are visible to the teams named here, and none is.', {
      id: 'incident:visible-to-teams-empty',
      received: v,
      allowed: 'at least one team id, or no visibleToTeamIds for alerts that are not private',
      fix: 'name the teams, or leave visibleToTeamIds out.',
    });
    return undefined;
  }
  return list;
}

/** The merge strategy of `source.bind(attribute, binding, options)`, or undefined (with a problem when it is none). */
export function mergeOf(p: Problems, options: unknown): AttributeMergeStrategy | undefined {
  const o = objectOf(p, 'bind(options)', options as { merge?: unknown }, {
    allowed: '{ merge?: AttributeMergeStrategy }', fix: 'pass the options as an object, or leave them out.',
  });
  if (o === undefined) return undefined;
  OPTIONS.check(p, o, 'AlertSourceBindOptions', 'bind(options)');
  const underscored = typeof o.merge === 'string' ? o.merge.replace(/-/g, '_') : undefined;
  const spelt = Object.entries(AttributeMergeStrategy).find(([, v]) => v === underscored);
  // enforcedBy: internal/provider/incident_alert_source_resource.go: ModifyPlan (the API validates the template, its merge
  // strategies included, at plan; the L1 value check only warns). The parameter is typed: a JavaScript caller's other value.
  return memberOf(p, 'bind(options).merge', o.merge, { values: AttributeMergeStrategy, enumName: 'AttributeMergeStrategy' }, {
    problem: 'is not a merge strategy of alert source bindings.',
    hint: false,
    refuseTokens: true,
    fix: spelt
      ? `use AttributeMergeStrategy.${spelt[0]} ('${spelt[1]}': alert sources spell it with an underscore).`
      : 'use an AttributeMergeStrategy, e.g. AttributeMergeStrategy.FIRST_WINS.',
  });
}
