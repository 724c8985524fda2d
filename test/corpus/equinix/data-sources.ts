/**
 * Every Fabric data source, after examples/data-sources/equinix_fabric_*\/data-source.tf and the
 * data source acceptance tests (connection/datasources_test.go, routeaggregation/datasource_test.go,
 * routeaggregationrule/datasource_test.go, connectionrouteaggregation/resource_test.go): lookups by
 * id, searches with filters (grouped, OR-ed), pagination and sort, and outputs that read their
 * results. The searches use only the spellings the provider validates (the cloud router search
 * takes the literal `[NOT] LIKE`, for example).
 */
import { Fn, TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../../../src';
import { CorpusApp, input } from '../corpus';
import { fabricProvider } from './provider';

/** Cloud routers: one by id, and a search by name, metro, package and state. */
class CloudRouterLookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const one = new equinix.DataEquinixFabricCloudRouter(this, 'by_id', { uuid: input(this, 'cloud_router_uuid', 'Cloud router to read.') });
    new TerraformOutput(this, 'router_metro', { value: one.location.get(0).metroCode });
    new TerraformOutput(this, 'router_package', { value: one.packageAttribute.get(0).code });
    const all = new equinix.DataEquinixFabricCloudRouters(this, 'search', {
      filter: [
        { property: '/name', operator: '[NOT] LIKE', values: ['%_PFCR'] },
        { property: '/location/metroCode', operator: '=', values: ['SV'] },
        { property: '/package/code', operator: '=', values: ['STANDARD'], orAttribute: true },
        { property: '/state', operator: '=', values: ['ACTIVE'], orAttribute: true },
      ],
      pagination: { offset: 0, limit: 20 },
      sort: [{ direction: 'ASC', property: '/name' }],
    });
    new TerraformOutput(this, 'first_router', { value: all.data.get(0).name });
  }
}

/** Connections: one by id, and a search grouped by redundancy priority. */
class ConnectionLookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const one = new equinix.DataEquinixFabricConnection(this, 'by_id', { uuid: input(this, 'connection_uuid', 'Connection to read.') });
    new TerraformOutput(this, 'bandwidth', { value: one.bandwidth });
    new TerraformOutput(this, 'a_side_type', { value: one.aSide.get(0).accessPoint.get(0).type });
    const search = new equinix.DataEquinixFabricConnections(this, 'search', {
      outerOperator: 'AND',
      filter: [
        { property: '/name', operator: 'LIKE', values: ['PNFV'] },
        { property: '/aSide/accessPoint/location/metroCode', operator: '=', values: ['SY'] },
        { group: 'OR_group1', property: '/redundancy/priority', operator: '=', values: ['PRIMARY'] },
        { group: 'OR_group1', property: '/redundancy/priority', operator: '=', values: ['SECONDARY'] },
      ],
      pagination: { offset: 0, limit: 5 },
      sort: [{ direction: 'ASC', property: '/name' }],
    });
    new TerraformOutput(this, 'connection_count', { value: Fn.lengthOf(search.data) });
    new TerraformOutput(this, 'first_connection', { value: search.data.get(0).uuid });
  }
}

/** Route aggregations, their rules, and their attachments to a connection. */
class RouteAggregationLookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const raId = input(this, 'route_aggregation_id', 'Route aggregation policy to read.');
    const connectionId = input(this, 'connection_id', 'Connection the policy is attached to.');
    const ra = new equinix.DataEquinixFabricRouteAggregation(this, 'policy', { routeAggregationId: raId });
    new TerraformOutput(this, 'policy_type', { value: ra.type });
    const search = new equinix.DataEquinixFabricRouteAggregations(this, 'search', {
      filter: { property: '/name', operator: 'LIKE', values: ['%_PFCR'] },
      pagination: { limit: 2, offset: 0 },
      sort: { property: '/changeLog/updatedDateTime', direction: 'DESC' },
    });
    new TerraformOutput(this, 'newest_policy', { value: search.data.get(0).name });
    const rule = new equinix.DataEquinixFabricRouteAggregationRule(this, 'rule', { routeAggregationId: raId, routeAggregationRuleId: input(this, 'route_aggregation_rule_id', 'Rule to read.') });
    new TerraformOutput(this, 'rule_prefix', { value: rule.prefix });
    const rules = new equinix.DataEquinixFabricRouteAggregationRules(this, 'rules', { routeAggregationId: raId, pagination: { limit: 10, offset: 0 } });
    new TerraformOutput(this, 'rule_count', { value: Fn.lengthOf(rules.data) });
    const attached = new equinix.DataEquinixFabricConnectionRouteAggregation(this, 'attached', { routeAggregationId: raId, connectionId });
    new TerraformOutput(this, 'attachment_status', { value: attached.attachmentStatus });
    const attachments = new equinix.DataEquinixFabricConnectionRouteAggregations(this, 'attachments', { connectionId, pagination: { limit: 10, offset: 0 } });
    new TerraformOutput(this, 'attachment_count', { value: Fn.lengthOf(attachments.data) });
  }
}

/** A connection search by the API's ILKE operator, which the provider's description leaves out: it passes. */
class SearchByApiOperator extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    new equinix.DataEquinixFabricConnections(this, 'search', {
      outerOperator: 'OR',
      filter: [{ property: '/name', operator: 'ILKE', values: ['%aws%'] }, { property: '/zSide/accessPoint/profile/uuid', operator: 'IN', values: ['69ee618d-be52-468d-bc99-00566f2dd2b9'] }],
    });
    new equinix.DataEquinixFabricRouteAggregations(this, 'policies', { filter: { property: '/project/projectId', operator: 'ILIKE', values: ['33ec651f%'] } });
  }
}

/** A cloud router search with the plain LIKE operator, which the provider's validator refuses (it takes `[NOT] LIKE`). */
export class CloudRouterSearchWithLike extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    new equinix.DataEquinixFabricCloudRouters(this, 'search', { filter: [{ property: '/name', operator: 'LIKE', values: ['%_PFCR'] }] });
  }
}

export const APPS: CorpusApp[] = [
  { name: 'cloud routers by id and by search', after: 'examples/data-sources/equinix_fabric_cloud_router(s)/data-source.tf', build: (s, id) => new CloudRouterLookups(s, id) },
  { name: 'connections by id and by a grouped search', after: 'examples/data-sources/equinix_fabric_connection(s)/data-source.tf; connection/datasources_test.go', build: (s, id) => new ConnectionLookups(s, id) },
  { name: 'route aggregations, rules and attachments', after: 'routeaggregation/datasource_test.go; examples/data-sources/equinix_fabric_*route_aggregation*', build: (s, id) => new RouteAggregationLookups(s, id) },
  { name: 'searches with the operators the API adds (ILKE, ILIKE)', after: 'equinix-sdk-go fabricv4 Expression and SearchSimpleExpression operator enums', build: (s, id) => new SearchByApiOperator(s, id) },
];
