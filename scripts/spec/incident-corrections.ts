/**
 * What `spec/incident/` takes from incident-io/terraform-provider-incident at v6.3.0 (commit
 * bd3bb8662193ee5286c0d50ebe1987ffc83e54c9) beyond the reference facts: where each value fact is
 * enforced or only documented, the values the reference lists wrongly or not at all, and the data
 * source arguments the reference prints as read-only although the provider reads them.
 *
 * Read by `scripts/spec/import-reference.ts`; every entry names the provider file that backs it.
 *
 * How the provider and the API treat the lists:
 * - The provider checks a handful of values itself, in `ValidateConfig` (the beta resources and
 *   the workflow's private_incident_scope): those are `enforcedBy` and fail synth.
 * - Every other list is an enum of the API schema the provider is generated from (printed in the
 *   docs as "Possible values are: ..."), which the provider passes through unchecked. The
 *   provider says why it does not copy them ("the API owns this list, and a copy here would
 *   drift", rich_text_data_source.go): the API adds values (source types, feature sets) without
 *   a provider release. They stay documented lists (`enforced: false`), and a value outside one
 *   warns instead of refusing what a newer API accepts.
 */
import type { Provenance, SchemaCorrection, ValueCorrection } from './import-reference';

const CLIENT = 'internal/client/client.gen.go';

/**
 * Provenance of a values.json key of incident (`<type>.<path>` or `data.<type>.<path>`), or
 * undefined when the table has none (import-reference then stops: every checked fact needs one).
 * The escalation path repeats its node at every `if_else.then_path` / `else_path` level; a node
 * fact has the same provenance at every depth.
 */
export function incidentProvenance(key: string): Provenance | undefined {
  const node = /^incident_escalation_path\.path\.(?:if_else\.(?:then|else)_path\.)*(.+)$/.exec(key);
  if (node) return ESCALATION_NODE[node[1]];
  return PROVENANCE[key];
}

const ESCALATION_DOC = 'docs/resources/escalation_path.md';
const ESCALATION_NODE: Record<string, Provenance> = {
  'type': { documentedIn: `${ESCALATION_DOC}: path.type (Available types)` },
  'delay.delay_interval_condition': { documentedIn: `${CLIENT}: EscalationPathNodeDelayV2DelayIntervalCondition (API enum)` },
  'level.ack_mode': { documentedIn: `${CLIENT}: EscalationPathNodeLevelV2AckMode (API enum)` },
  'level.retry_config.attempts': { documentedIn: `${ESCALATION_DOC}: path.level.retry_config.attempts (Must be between 2 and 10)` },
  'level.targets.schedule_mode': { documentedIn: `${CLIENT}: EscalationPathTargetV2ScheduleMode (API enum, including the empty mode)` },
  'level.targets.type': { documentedIn: `${ESCALATION_DOC}: path.level.targets.type (Possible values)` },
  'level.targets.urgency': { documentedIn: `${ESCALATION_DOC}: path.level.targets.urgency (Possible values)` },
  'level.time_to_ack_interval_condition': { documentedIn: `${CLIENT}: EscalationPathNodeLevelV2TimeToAckIntervalCondition (API enum)` },
  'notify_channel.targets.schedule_mode': { documentedIn: `${CLIENT}: EscalationPathTargetV2ScheduleMode (API enum, including the empty mode)` },
  'notify_channel.targets.type': { documentedIn: `${ESCALATION_DOC}: path.notify_channel.targets.type (Possible values)` },
  'notify_channel.targets.urgency': { documentedIn: `${ESCALATION_DOC}: path.notify_channel.targets.urgency (Possible values)` },
  'notify_channel.time_to_ack_interval_condition': { documentedIn: `${CLIENT}: EscalationPathNodeNotifyChannelV2TimeToAckIntervalCondition (API enum)` },
};

const ROUTE_DOC = 'docs/resources/alert_route.md';
const ROTATION_BETA = 'internal/provider/incident_schedule_rotation_beta_resource.go';
const PROVENANCE: Record<string, Provenance> = {
  'data.incident_alert_sources.source_type': { documentedIn: `${CLIENT}: AlertSourceV2SourceType (API enum; the data source filters the list itself, so another value finds nothing)` },
  'data.incident_catalog_type.categories': { documentedIn: 'docs/data-sources/catalog_type.md: categories (Possible values)' },
  'data.incident_rich_text.feature_set': { documentedIn: `${CLIENT}: RichTextParseMarkdownPayloadV1FeatureSet (API enum; rich_text_data_source.go leaves feature_set unvalidated, the API owns the list)` },
  'incident_alert_route.escalation_config.when_alert_joins_group.mode': { documentedIn: `${ROUTE_DOC}: escalation_config.when_alert_joins_group.mode (Possible values)` },
  'incident_alert_route.expressions.operations.operation_type': { documentedIn: `${CLIENT}: ExpressionOperationPayloadV2OperationType (API enum)` },
  'incident_alert_route.grouping_config.default.window_seconds': { documentedIn: `${ROUTE_DOC}: grouping_config.default.window_seconds (Must be between 60 and 172800)` },
  'incident_alert_route.grouping_config.default.window_type': { documentedIn: `${ROUTE_DOC}: grouping_config.default.window_type (Possible values)` },
  'incident_alert_route.incident_config.template.custom_fields.merge_strategy': { documentedIn: `${ROUTE_DOC}: incident_config.template.custom_fields.merge_strategy (Possible values)` },
  'incident_alert_route.incident_config.template.severity.merge_strategy': { documentedIn: `${ROUTE_DOC}: incident_config.template.severity.merge_strategy (Possible values)` },
  'incident_alert_route.incident_template.custom_fields.merge_strategy': { documentedIn: `${ROUTE_DOC}: incident_template.custom_fields.merge_strategy (Possible values)` },
  'incident_alert_route.incident_template.severity.merge_strategy': { documentedIn: `${ROUTE_DOC}: incident_template.severity.merge_strategy (Possible values)` },
  'incident_alert_route.message_config.destinations.ms_teams_targets.channel_visibility': { documentedIn: `${CLIENT}: AlertRouteChannelTargetPayloadV3ChannelVisibility (API enum)` },
  'incident_alert_route.message_config.destinations.slack_targets.channel_visibility': { documentedIn: `${CLIENT}: AlertRouteChannelTargetPayloadV3ChannelVisibility (API enum)` },
  'incident_alert_source.source_type': { documentedIn: `${CLIENT}: AlertSourcesCreatePayloadV2SourceType (API enum, passed through unchecked by incident_alert_source_resource.go)` },
  'incident_alert_source.template.attributes.binding.merge_strategy': { documentedIn: 'docs/resources/alert_source.md: template.attributes.binding.merge_strategy (Possible values)' },
  'incident_alert_source.template.expressions.operations.operation_type': { documentedIn: `${CLIENT}: ExpressionOperationPayloadV2OperationType (API enum)` },
  'incident_alert_source_attribute_beta.merge_strategy': { enforcedBy: 'internal/provider/alert_source_attribute_beta_resource.go: validateMergeStrategy' },
  'incident_alert_source_beta.source_type': { documentedIn: `${CLIENT}: AlertSourceCreatePayloadV3SourceType (API enum, passed through unchecked by alert_source_beta_resource.go)` },
  'incident_catalog_type.categories': { documentedIn: 'docs/resources/catalog_type.md: categories (Possible values)' },
  'incident_custom_field.field_type': { documentedIn: 'docs/resources/custom_field.md: field_type (Possible values)' },
  'incident_escalation_path.working_hours.weekday_intervals.weekday': { documentedIn: `${CLIENT}: WeekdayIntervalV2Weekday (API enum)` },
  'incident_schedule.rotations.versions.handovers.interval_type': { documentedIn: 'docs/resources/schedule.md: rotations.versions.handovers.interval_type (Possible values)' },
  'incident_schedule.rotations.versions.working_intervals.weekday': { documentedIn: `${CLIENT}: ScheduleRotationWorkingIntervalV2Weekday (API enum)` },
  'incident_schedule_rotation_beta.concurrent_shifts': { enforcedBy: `${ROTATION_BETA}: validateConcurrentShifts` },
  'incident_schedule_rotation_beta.handovers.interval_type': { enforcedBy: `${ROTATION_BETA}: validateHandovers` },
  'incident_schedule_rotation_beta.rank': { enforcedBy: `${ROTATION_BETA}: validateRank` },
  'incident_schedule_rotation_beta.rollout': { enforcedBy: `${ROTATION_BETA}: validateRollout` },
  'incident_schedule_rotation_beta.scheduling_mode': { enforcedBy: `${ROTATION_BETA}: validateSchedulingMode` },
  'incident_schedule_rotation_beta.working_intervals.weekday': { enforcedBy: `${ROTATION_BETA}: validateWorkingIntervals` },
  'incident_schedule_sync_rule.sync_type': { documentedIn: `docs/resources/schedule_sync_rule.md: sync_type (documents all_users and on_call; ${CLIENT} ScheduleSyncRuleCreatePayloadV2SyncType adds next_on_call)` },
  'incident_status.category': { documentedIn: `${CLIENT}: IncidentStatusesCreatePayloadV1Category (the create payload takes live, learning and closed; docs/resources/status.md lists every category a status reads back with)` },
  'incident_workflow.expressions.operations.operation_type': { documentedIn: `${CLIENT}: ExpressionOperationPayloadV2OperationType (API enum)` },
  'incident_workflow.private_incident_scope': { enforcedBy: 'internal/provider/incident_workflow_resource.go: ValidateConfig' },
  'incident_workflow.runs_on_incident_modes': { documentedIn: `${CLIENT}: WorkflowsCreateWorkflowPayloadV2RunsOnIncidentModes (API enum)` },
  'incident_workflow.runs_on_incidents': { documentedIn: 'docs/resources/workflow.md: runs_on_incidents (Possible values)' },
  'incident_workflow.state': { documentedIn: 'docs/resources/workflow.md: state (Possible values)' },
};


const OPERATION_TYPES = ['branches', 'cast', 'concatenate', 'count', 'filter', 'first', 'max', 'min', 'navigate', 'parse', 'random', 'sum'];
const CHANNEL_VISIBILITY = ['assistant', 'dm', 'group_chat', 'private', 'public'];
const SCHEDULE_MODES = ['', 'all_users', 'all_users_for_rota', 'currently_on_call', 'currently_on_call_for_rota', 'next_on_call', 'next_on_call_for_rota'];

/** Value facts to correct or add, by values.json key (a node key of the escalation path is a suffix pattern, see below). */
export const INCIDENT_VALUE_CORRECTIONS: Record<string, ValueCorrection> = {
  'incident_status.category': {
    facts: { allowed: ['live', 'learning', 'closed'] },
    why: 'the reference copies the read enum (IncidentStatusV1Category, eight categories); a status is created with IncidentStatusesCreatePayloadV1Category, which takes live, learning and closed only (the others are managed by incident.io, docs/resources/status.md)',
  },
  'incident_workflow.runs_on_incident_modes': {
    facts: { allowed: ['standard', 'retrospective', 'test'] },
    why: 'not in the reference; the API enum WorkflowsCreateWorkflowPayloadV2RunsOnIncidentModes',
  },
  'incident_alert_route.expressions.operations.operation_type': { facts: { allowed: OPERATION_TYPES }, why: 'not in the reference; the API enum ExpressionOperationPayloadV2OperationType' },
  'incident_alert_source.template.expressions.operations.operation_type': { facts: { allowed: OPERATION_TYPES }, why: 'not in the reference; the API enum ExpressionOperationPayloadV2OperationType' },
  'incident_workflow.expressions.operations.operation_type': { facts: { allowed: OPERATION_TYPES }, why: 'not in the reference; the API enum ExpressionOperationPayloadV2OperationType' },
  'incident_alert_route.message_config.destinations.slack_targets.channel_visibility': { facts: { allowed: CHANNEL_VISIBILITY }, why: 'not in the reference; the API enum AlertRouteChannelTargetPayloadV3ChannelVisibility' },
  'incident_alert_route.message_config.destinations.ms_teams_targets.channel_visibility': { facts: { allowed: CHANNEL_VISIBILITY }, why: 'not in the reference; the API enum AlertRouteChannelTargetPayloadV3ChannelVisibility' },
  'data.incident_catalog_type.categories': {
    facts: { allowed: ['customer', 'issue-tracker', 'product-feature', 'service', 'on-call', 'team', 'user'] },
    why: 'not in the reference; docs/data-sources/catalog_type.md lists the categories (a lookup by another category finds nothing)',
  },
  'incident_schedule_rotation_beta.rollout': {
    facts: { allowed: ['immediate', 'after_current_shift', 'after_full_rotation'] },
    why: 'not in the reference; validateRollout checks scheduleRotationRollouts',
  },
  'incident_schedule_rotation_beta.concurrent_shifts': { facts: { min: 1, max: 20 }, why: 'not in the reference; validateConcurrentShifts (maxConcurrentShifts = 20)' },
  'incident_schedule_rotation_beta.rank': { facts: { min: 1 }, why: 'not in the reference; validateRank (rank counts from 1)' },
};

/**
 * Corrections for every depth of the escalation path tree, by node suffix: the API enum of
 * schedule modes has the empty mode, which the API answers for a target that is no schedule.
 */
export const INCIDENT_NODE_VALUE_CORRECTIONS: Record<string, ValueCorrection> = {
  'level.targets.schedule_mode': { facts: { allowed: SCHEDULE_MODES }, why: 'the reference drops the empty mode of EscalationPathTargetV2ScheduleMode, which the API accepts and answers for user and channel targets' },
  'notify_channel.targets.schedule_mode': { facts: { allowed: SCHEDULE_MODES }, why: 'the reference drops the empty mode of EscalationPathTargetV2ScheduleMode, which the API accepts and answers for user and channel targets' },
};


export const INCIDENT_SCHEMA_CORRECTIONS: SchemaCorrection[] = [
  {
    type: 'data.incident_user',
    attribute: 'id',
    flags: { optional: true, computed: false },
    why: 'internal/provider/incident_user_data_source.go: Schema declares id Optional and Read looks the user up by it first; '
      + 'tfplugindocs prints an attribute named id under Read-Only, so the reference took it for computed',
  },
];
