/**
 * Route aggregations of a cloud router connection, after the acceptance tests of
 * internal/resources/fabric/connectionrouteaggregation/resource_test.go and
 * internal/resources/fabric/routeaggregationrule/resource_test.go and the examples of
 * examples/resources/equinix_fabric_route_aggregation*: an aggregation policy, its prefix rules,
 * and its attachment to the connection; an IPv6 policy beside it.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../../../src';
import { CorpusApp, input } from '../corpus';
import { cloudRouter, NOTIFY, projectId } from './cloud-router';
import { fabricProvider } from './provider';

class AggregatedCloudRouterConnection extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const project = projectId(this);
    const fcr = cloudRouter(this, 'fcr', 'DA', project);
    const connection = new equinix.EquinixFabricConnection(this, 'to_dc', {
      name: 'fcr-da-to-dc',
      type: 'IP_VC',
      bandwidth: 50,
      notifications: NOTIFY,
      order: { purchaseOrderNumber: '123485' },
      redundancy: { priority: 'PRIMARY' },
      project: { projectId: project },
      aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: fcr.id } } },
      zSide: { accessPoint: { type: 'COLO', port: { uuid: input(this, 'qinq_port_uuid', 'QINQ port of the data center in DA.') }, linkProtocol: { type: 'QINQ', vlanSTag: 1435, vlanCTag: 1436 }, location: { metroCode: 'DA' } } },
    });
    const timeouts = { create: '15m', update: '15m', delete: '10m', read: '2m' };
    const v4 = new equinix.EquinixFabricRouteAggregation(this, 'v4', {
      type: 'BGP_IPv4_PREFIX_AGGREGATION',
      name: 'dc-summaries-v4',
      description: 'Summaries of the data center networks',
      project: { projectId: project },
      timeouts,
    });
    for (const [rid, name, prefix] of [['servers', 'dc-servers', '10.20.0.0/16'], ['storage', 'dc-storage', '192.168.0.0/24']]) {
      new equinix.EquinixFabricRouteAggregationRule(this, rid, { routeAggregationId: v4.id, name, description: `Summary of the ${rid} networks`, prefix, timeouts });
    }
    const attachment = new equinix.EquinixFabricConnectionRouteAggregation(this, 'attach_v4', { routeAggregationId: v4.id, connectionId: connection.id, timeouts });
    new TerraformOutput(this, 'attachment_status', { value: attachment.attachmentStatus });

    const v6 = new equinix.EquinixFabricRouteAggregation(this, 'v6', { type: 'BGP_IPv6_PREFIX_AGGREGATION', name: 'dc-summaries-v6', project: { projectId: project } });
    new equinix.EquinixFabricRouteAggregationRule(this, 'v6_servers', { routeAggregationId: v6.id, name: 'dc-servers-v6', prefix: '2001:db8:20::/48' });
    new equinix.EquinixFabricConnectionRouteAggregation(this, 'attach_v6', { routeAggregationId: v6.id, connectionId: connection.id });
  }
}

/** A route aggregation type outside the documented two (the IPv4 prefix type misspelt): nothing validates it, so it warns. */
class MisspeltAggregationType extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    new equinix.EquinixFabricRouteAggregation(this, 'ra', { type: 'BGP_IPV4_PREFIX_AGGREGATION', name: 'dc-summaries', project: { projectId: projectId(this) } });
  }
}

export const APPS: CorpusApp[] = [
  {
    name: 'a cloud router connection with IPv4 and IPv6 aggregation policies and their rules',
    after: 'connectionrouteaggregation/resource_test.go, routeaggregationrule/resource_test.go',
    build: (s, id) => new AggregatedCloudRouterConnection(s, id),
  },
  {
    name: 'a route aggregation type in the wrong letter case',
    after: 'internal/resources/fabric/routeaggregation/resource_schema.go (type description)',
    build: (s, id) => new MisspeltAggregationType(s, id),
    warnings: [
      "corpus/ra: [terrain:unlisted-value] [value:equinix_fabric_route_aggregation.type] type: is not in the list of values the provider documents (value:equinix_fabric_route_aggregation.type); the remote API may refuse it at apply. Received: \"BGP_IPV4_PREFIX_AGGREGATION\". Allowed: 'BGP_IPv4_PREFIX_AGGREGATION' or 'BGP_IPv6_PREFIX_AGGREGATION'. Fix: write 'BGP_IPv4_PREFIX_AGGREGATION' instead of 'BGP_IPV4_PREFIX_AGGREGATION' (did you mean it?). If a newer provider release allows it, acknowledge value:equinix_fabric_route_aggregation.type with the reason.",
    ],
  },
];
