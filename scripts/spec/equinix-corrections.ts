/**
 * What `spec/equinix/values.json` takes from equinix/terraform-provider-equinix at tag v5.1.0
 * (commit 8bab731de4ac38d73d9d8d495de411a535561bcf) beyond the reference facts: where each value
 * fact is enforced or only documented, and the values the API accepts that a documented list
 * leaves out. Read by `scripts/spec/import-reference.ts`; every entry names the provider file
 * (and the function) that backs it.
 *
 * How the provider treats the lists:
 * - SDKv2 `ValidateFunc`s (`validation.StringInSlice`, `StringLenBetween`, `IntBetween`,
 *   `IntAtLeast`, `StringMatch`) and framework validators (`stringvalidator.OneOf`) refuse a
 *   value at plan: those facts are `enforcedBy` and fail synth. Where the validator ignores case
 *   (`StringInSlice(..., true)`), overlay.json says `caseInsensitive`.
 * - Some lists are only printed in an attribute's description (the filter and sort properties
 *   and operators of the search data sources, the notification types, the route aggregation
 *   type): the provider passes the value to the Fabric API unchecked. They stay documented
 *   lists (`enforced: false`); a value outside one warns.
 * - The Fabric API (equinix-sdk-go v0.66.0, the version the provider's go.mod pins,
 *   `services/fabricv4`) accepts a few values that those descriptions leave out; they are added
 *   below, each with the API enum it comes from.
 * - The types the shared reference lacks (issue 26) come from `spec/equinix/supplement/`, which
 *   `extract-equinix-fabric.ts` extracts from the provider at v5.1.0 with the provenance of each
 *   validator and documented list (`_provenance`); the entries below add what the provider's code
 *   and the API enforce beyond its validators, and override a provenance where the code says more.
 */
import type { Provenance, SchemaCorrection, ValueCorrection } from './import-reference';

const PROVIDER = 'equinix/provider.go: Provider';
const ROUTER = 'equinix/resource_fabric_cloud_router.go: fabricCloudRouterResourceSchema';
const ROUTERS = 'equinix/data_source_fabric_cloud_routers.go: readFabricCloudRouterSearchSchema';
const COMMON = 'internal/fabric/schema/fabric_common_schemas.go';
const CONNECTION = 'internal/resources/fabric/connection/resource_schema.go';
const CONNECTIONS = 'internal/resources/fabric/connection/datasources_schema.go: readFabricConnectionSearchSchema';
const AGGREGATIONS = 'internal/resources/fabric/routeaggregation/datasource_schema.go: dataSourceAllRouteAggregationsSchema';
const ROUTING_PROTOCOL = 'equinix/resource_fabric_routing_protocol.go';
const SERVICE_TOKEN_MODELS = 'internal/resources/fabric/servicetoken/models.go';
/** The Fabric API's OpenAPI document in equinix-sdk-go v0.66.0, the SDK version the provider's go.mod pins. */
const FABRIC_API = 'spec/services/fabricv4/oas3.patched/openapi.yaml';
const VLAN_TAG_PROVENANCE: Provenance = { enforcedBy: `${FABRIC_API}: SimplifiedLinkProtocol (vlanTag, vlanSTag and vlanCTag: minimum 2, maximum 4092; equinix-sdk-go v0.66.0)` };

/** Provenance of each values.json key of equinix that holds a checked fact. */
export const EQUINIX_PROVENANCE: Record<string, Provenance> = {
  'provider.request_timeout': { enforcedBy: `${PROVIDER} (request_timeout validation.IntAtLeast(1))` },
  'provider.response_max_page_size': { enforcedBy: `${PROVIDER} (response_max_page_size validation.IntAtLeast(100))` },

  'equinix_fabric_cloud_router.name': { enforcedBy: `${ROUTER} (name validation.StringLenBetween(1, 24))` },
  'equinix_fabric_cloud_router.type': { enforcedBy: `${ROUTER} (type validation.StringInSlice, ignoring case)` },
  'equinix_fabric_cloud_router.order.term_length': { enforcedBy: `${COMMON}: OrderSch (term_length validation.IntBetween(1, 36))` },
  'equinix_fabric_cloud_router.notifications.type': { documentedIn: `${COMMON}: NotificationSch (type description; the API enum SimplifiedNotificationType adds the rest)` },

  'equinix_fabric_connection.type': { enforcedBy: `${CONNECTION}: fabricConnectionResourceSchema (type validation.StringInSlice, case-sensitive)` },
  'equinix_fabric_connection.name': { enforcedBy: `${CONNECTION}: fabricConnectionResourceSchema (name validation.StringLenBetween(1, 24))` },
  'equinix_fabric_connection.geo_scope': { enforcedBy: `${CONNECTION}: fabricConnectionResourceSchema (geo_scope validation.StringInSlice, case-sensitive)` },
  'equinix_fabric_connection.order.term_length': { enforcedBy: `${COMMON}: OrderSch (term_length validation.IntBetween(1, 36))` },
  'equinix_fabric_connection.notifications.type': { documentedIn: `${COMMON}: NotificationSch (type description; the API enum SimplifiedNotificationType adds the rest)` },
  'equinix_fabric_connection.redundancy.priority': { enforcedBy: `${CONNECTION}: connectionRedundancySch (priority validation.StringInSlice, ignoring case)` },
  ...sides({
    'access_point.type': { enforcedBy: `${CONNECTION}: accessPointSch (type validation.StringInSlice, ignoring case)` },
    'access_point.role': { enforcedBy: `${CONNECTION}: accessPointSch (role validation.StringInSlice, case-sensitive)` },
    'access_point.peering_type': { enforcedBy: `${CONNECTION}: accessPointSch (peering_type validation.StringInSlice, ignoring case)` },
    'access_point.link_protocol.type': { enforcedBy: `${CONNECTION}: accessPointLinkProtocolSch (type validation.StringInSlice, ignoring case)` },
    'access_point.profile.type': { enforcedBy: `${CONNECTION}: serviceProfileSch (type validation.StringInSlice, ignoring case)` },
    'service_token.type': { enforcedBy: `${CONNECTION}: serviceTokenSch (type validation.StringInSlice, ignoring case)` },
  }),

  'equinix_fabric_route_aggregation.type': { documentedIn: 'internal/resources/fabric/routeaggregation/resource_schema.go: resourceSchema (type description)' },

  'data.equinix_fabric_cloud_routers.filter.property': { enforcedBy: `${ROUTERS} (filter.property validation.StringInSlice, ignoring case)` },
  'data.equinix_fabric_cloud_routers.filter.operator': { enforcedBy: `${ROUTERS} (filter.operator validation.StringInSlice, ignoring case)` },
  'data.equinix_fabric_cloud_routers.sort.direction': { enforcedBy: `${ROUTERS} (sort.direction validation.StringInSlice, ignoring case)` },
  'data.equinix_fabric_cloud_routers.sort.property': { enforcedBy: `${ROUTERS} (sort.property validation.StringInSlice, ignoring case)` },

  'data.equinix_fabric_connections.outer_operator': { enforcedBy: `${CONNECTIONS} (outer_operator validation.StringInSlice, case-sensitive)` },
  'data.equinix_fabric_connections.filter.group': { enforcedBy: `${CONNECTIONS} (filter.group validation.StringMatch ^(AND_|OR_))` },
  'data.equinix_fabric_connections.filter.property': { documentedIn: `${CONNECTIONS} (filter.property description: fabricv4.AllowedSearchFieldNameEnumValues)` },
  'data.equinix_fabric_connections.filter.operator': { documentedIn: `${CONNECTIONS} (filter.operator description; the API enum of Expression.operator adds ILKE)` },
  'data.equinix_fabric_connections.sort.direction': { enforcedBy: `${CONNECTIONS} (sort.direction validation.StringInSlice, ignoring case)` },
  'data.equinix_fabric_connections.sort.property': { documentedIn: `${CONNECTIONS} (sort.property description: fabricv4.AllowedSortByEnumValues)` },

  'data.equinix_fabric_route_aggregations.filter.operator': { documentedIn: `${AGGREGATIONS} (filter.operator description; the API enum of SearchSimpleExpression.operator adds ILIKE)` },
  'data.equinix_fabric_route_aggregations.sort.direction': { enforcedBy: `${AGGREGATIONS} (sort.direction stringvalidator.OneOf("DESC", "ASC"))` },
  'data.equinix_fabric_route_aggregations.sort.property': { documentedIn: `${AGGREGATIONS} (sort.property description)` },

  // Issue 26: where the provider's code enforces more (or less) than the supplement's validators say.
  'equinix_fabric_routing_protocol.type': {
    enforcedBy: `${ROUTING_PROTOCOL}: createFabricRoutingProtocolResourceSchema (type validation.StringInSlice) and routingProtocolPayloadFromType, `
      + 'which builds a payload for "BGP" and "DIRECT" exactly: another letter case passes the validator and sends an empty body',
  },
  'equinix_fabric_service_token.expiration_date_time': {
    enforcedBy: `${SERVICE_TOKEN_MODELS}: buildCreateRequest (time.Parse with the layout 2006-01-02T15:04:05.000Z; another form sends the zero time 0001-01-01T00:00:00Z as the expiry)`,
  },
  'equinix_fabric_service_token.service_token_connection.type': { documentedIn: 'docs/resources/fabric_service_token.md: service_token_connection.type (description; the API enum ServiceTokenConnection.type adds the rest)' },
  'equinix_fabric_service_token.notifications.type': { documentedIn: `${COMMON}: NotificationSch (type description; the API enum SimplifiedNotificationType adds the rest)` },
  'equinix_fabric_network.notifications.type': { documentedIn: `${COMMON}: NotificationSch (type description; the API enum SimplifiedNotificationType adds the rest)` },
  'data.equinix_fabric_networks.filter.property': { documentedIn: 'internal/resources/fabric/network/datasources_schema.go: readFabricNetworkSearchSchema (filter.property description: fabricv4.AllowedNetworkSearchFieldNameEnumValues)' },
  ...vlanTags(VLAN_TAG_PROVENANCE),
};

/** Every VLAN tag a configuration sets: the link protocols of a connection's sides and of a service token's access point selectors. */
function vlanTags<T>(v: T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const tag of ['vlan_tag', 'vlan_s_tag', 'vlan_c_tag']) {
    for (const side of ['a_side', 'z_side']) {
      out[`equinix_fabric_connection.${side}.access_point.link_protocol.${tag}`] = v;
      out[`equinix_fabric_service_token.service_token_connection.${side}.access_point_selectors.link_protocol.${tag}`] = v;
    }
  }
  return out;
}

/** The same entry for the A and the Z side of a connection. */
function sides(byPath: Record<string, Provenance>): Record<string, Provenance> {
  const out: Record<string, Provenance> = {};
  for (const [p, v] of Object.entries(byPath)) {
    out[`equinix_fabric_connection.a_side.${p}`] = v;
    out[`equinix_fabric_connection.z_side.${p}`] = v;
  }
  return out;
}

/** The notification types of the API enum SimplifiedNotificationType, after the documented four. */
const NOTIFICATION_TYPES = ['ALL', 'CONNECTION_APPROVAL', 'SALES_REP_NOTIFICATIONS', 'NOTIFICATIONS', 'NOTIFICATION', 'BANDWIDTH_ALERT', 'PROFILE_LIFECYCLE', 'TECHNICAL', 'ORDERING'];
const NOTIFICATIONS_WHY = 'NotificationSch documents ALL, CONNECTION_APPROVAL, SALES_REP_NOTIFICATIONS and NOTIFICATIONS; the provider sends the value unchecked, and the API '
  + '(SimplifiedNotification.type, equinix-sdk-go v0.66.0 AllowedSimplifiedNotificationTypeEnumValues) also takes NOTIFICATION, BANDWIDTH_ALERT, PROFILE_LIFECYCLE, TECHNICAL and ORDERING.';

/** Values the API accepts that a documented list leaves out, by values.json key. */
export const EQUINIX_VALUE_CORRECTIONS: Record<string, ValueCorrection> = {
  'equinix_fabric_cloud_router.notifications.type': { facts: { allowed: NOTIFICATION_TYPES }, why: NOTIFICATIONS_WHY },
  'equinix_fabric_connection.notifications.type': { facts: { allowed: NOTIFICATION_TYPES }, why: NOTIFICATIONS_WHY },
  'data.equinix_fabric_connections.filter.operator': {
    facts: { allowed: ['=', '!=', '>', '>=', '<', '<=', 'BETWEEN', 'NOT BETWEEN', 'LIKE', 'NOT LIKE', 'IN', 'NOT IN', 'IS NOT NULL', 'IS NULL', 'ILKE'] },
    why: 'The API enum of Expression.operator (fabricv4 AllowedExpressionOperatorEnumValues) has ILKE (so spelt), which the description leaves out.',
  },
  'data.equinix_fabric_route_aggregations.filter.operator': {
    facts: { allowed: ['=', '!=', '>', '>=', '<', '<=', 'BETWEEN', 'NOT BETWEEN', 'LIKE', 'NOT LIKE', 'IN', 'NOT IN', 'IS NOT NULL', 'IS NULL', 'ILIKE'] },
    why: 'The provider sends the operator as SearchSimpleExpressionOperator, whose API enum has ILIKE, which the description leaves out.',
  },

  // Issue 26 (the types of spec/equinix/supplement/).
  'equinix_fabric_service_token.notifications.type': { facts: { allowed: NOTIFICATION_TYPES }, why: NOTIFICATIONS_WHY },
  'equinix_fabric_network.notifications.type': { facts: { allowed: NOTIFICATION_TYPES }, why: NOTIFICATIONS_WHY },
  'equinix_fabric_service_token.service_token_connection.type': {
    facts: { allowed: ['EVPL_VC', 'EPL_VC', 'EVPLAN_VC', 'EPLAN_VC', 'IPWAN_VC', 'IP_VC', 'EVPTREE_VC', 'EPTREE_VC'] },
    why: 'The description lists EVPL_VC, EVPLAN_VC, EPLAN_VC and IPWAN_VC; the provider sends the value unchecked, and the API enum of ServiceTokenConnection.type '
      + `(${FABRIC_API}) also takes EPL_VC (the connection of an EPL_TOKEN), IP_VC, EVPTREE_VC and EPTREE_VC.`,
  },
  'data.equinix_fabric_networks.filter.property': {
    facts: { allowed: ['/name', '/uuid', '/scope', '/type', '/state', '/operation/equinixStatus', '/location/region', '/location/metroCode', '/connectionsCount', '/project/projectId', '/account/globalCustId', '/account/orgId', '/changeLog/createdDateTime', '/changeLog/updatedDateTime', '/changeLog/deletedDateTime', '/*'] },
    why: `The SDK's enum (and so the description) spells the wildcard '/_*', a name its generator made of the API's '/*' (NetworkSearchFieldName in ${FABRIC_API}); the API takes '/*'.`,
  },
  'equinix_fabric_service_token.expiration_date_time': {
    facts: { pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$' },
    why: 'buildCreateRequest parses the expiry with the layout 2006-01-02T15:04:05.000Z (milliseconds and a literal Z, as every example of the provider writes it) '
      + 'and, when that fails, prints the error and sends the zero time instead; the documented form without milliseconds (2020-11-06T07:00:00Z) is one that fails.',
    added: true,
  },
  ...vlanTags<ValueCorrection>({
    facts: { min: 2, max: 4092 },
    why: `The API's SimplifiedLinkProtocol (${FABRIC_API}) takes VLAN tags from 2 to 4092; the provider sends any whole number.`,
    added: true,
  }),
};

/**
 * Attributes the reference types wrongly. A connection's `additional_info` is a list of maps in the
 * provider's schema (internal/resources/fabric/connection/resource_schema.go:
 * fabricConnectionResourceSchema, `Elem: &schema.Schema{Type: schema.TypeMap}`), but the provider
 * reads exactly two keys of each map: additionalInfoTerraformToGo (models.go) asserts
 * `additionalInfoMap["key"].(string)` and `["value"]` (a map without either panics the provider;
 * any other key is dropped), and the API takes a list of ConnectionSideAdditionalInfo
 * `{ key, value }`. That path runs where the list is sent: on create when the Z side's service
 * profile has custom fields (resource.go: resourceCreate), and on update, which scans it for AWS
 * keys; elsewhere the list is not sent at all. Typed as a list of `{ key, value }` objects, the
 * configuration is the same JSON, and a map of other keys (`{ environment: 'production' }`),
 * which the provider either crashes on or never sends, is refused at synth.
 */
const KEY_VALUE_WHY = 'internal/resources/fabric/connection/models.go: additionalInfoTerraformToGo reads each item as { key, value } (both strings; a missing one panics) and '
  + `the API takes ConnectionSideAdditionalInfo { key, value } (${FABRIC_API}); the schema's list of maps lets any key through.`;
export const EQUINIX_SCHEMA_CORRECTIONS: SchemaCorrection[] = [
  {
    type: 'equinix_fabric_connection',
    attribute: 'additional_info',
    retype: { nested_type: { nesting_mode: 'list', attributes: { key: { type: 'string', required: true }, value: { type: 'string', required: true } } } },
    why: KEY_VALUE_WHY,
  },
  { type: 'data.equinix_fabric_connection', attribute: 'additional_info', retype: { type: ['list', ['object', { key: 'string', value: 'string' }]] }, why: KEY_VALUE_WHY },
  { type: 'data.equinix_fabric_connections', attribute: 'data.additional_info', retype: { type: ['list', ['object', { key: 'string', value: 'string' }]] }, why: KEY_VALUE_WHY },
];
