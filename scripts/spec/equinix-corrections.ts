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
 */
import type { Provenance, ValueCorrection } from './import-reference';

const PROVIDER = 'equinix/provider.go: Provider';
const ROUTER = 'equinix/resource_fabric_cloud_router.go: fabricCloudRouterResourceSchema';
const ROUTERS = 'equinix/data_source_fabric_cloud_routers.go: readFabricCloudRouterSearchSchema';
const COMMON = 'internal/fabric/schema/fabric_common_schemas.go';
const CONNECTION = 'internal/resources/fabric/connection/resource_schema.go';
const CONNECTIONS = 'internal/resources/fabric/connection/datasources_schema.go: readFabricConnectionSearchSchema';
const AGGREGATIONS = 'internal/resources/fabric/routeaggregation/datasource_schema.go: dataSourceAllRouteAggregationsSchema';

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
};

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
};
