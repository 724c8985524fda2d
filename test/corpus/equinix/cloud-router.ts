/**
 * Fabric Cloud Routers, after examples/resources/equinix_fabric_cloud_router/example_1.tf and
 * example_2.tf and the acceptance tests of equinix/resource_fabric_cloud_router_acc_test.go: billed
 * to an account or to a cloud marketplace subscription, with the term, package and timeouts a
 * production router gets.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../../../src';
import { CorpusApp, input } from '../corpus';
import { fabricProvider } from './provider';

export const NOTIFY = [{ type: 'ALL', emails: ['netops@example.com', 'noc@example.com'] }];

/** The Fabric project the network team deploys into. */
export function projectId(scope: Construct): string {
  return input(scope, 'fabric_project_id', 'Fabric project of the network team.', '33ec651f-cc99-48e0-94d3-47466899cdc7');
}

/** A STANDARD cloud router in a metro, billed to the account (the router every connection example starts from). */
export function cloudRouter(
  scope: Construct, id: string, metroCode: string, project: string, extra: Partial<equinix.EquinixFabricCloudRouterConfig> = {},
) {
  return new equinix.EquinixFabricCloudRouter(scope, id, {
    name: `fcr-${metroCode.toLowerCase()}-prod`,
    type: 'XF_ROUTER',
    notifications: NOTIFY,
    order: { purchaseOrderNumber: '1-234567' },
    location: { metroCode },
    packageAttribute: { code: 'STANDARD' },
    project: { projectId: project },
    account: { accountNumber: 201257 },
    ...extra,
  });
}

class AccountBilled extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const fcr = cloudRouter(this, 'sv', 'SV', projectId(this), {
      description: 'Routes between the Silicon Valley colo and the clouds',
      location: { metroCode: 'SV', metroName: 'Silicon Valley', region: 'AMER' },
      packageAttribute: { code: 'PREMIUM' },
      order: { purchaseOrderNumber: '1-234567', termLength: 12 },
      timeouts: { create: '20m', update: '20m', delete: '15m', read: '5m' },
    });
    new TerraformOutput(this, 'router_id', { value: fcr.id });
    new TerraformOutput(this, 'router_asn', { value: fcr.equinixAsn });
  }
}

class MarketplaceBilled extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    new equinix.EquinixFabricCloudRouter(this, 'dc', {
      name: 'fcr-dc-marketplace',
      type: 'XF_ROUTER',
      notifications: [{ type: 'ALL', emails: ['netops@example.com'], sendInterval: 'DAILY' }],
      order: { purchaseOrderNumber: '1-323292' },
      location: { metroCode: 'DC' },
      packageAttribute: { code: 'STANDARD' },
      project: { projectId: projectId(this) },
      marketplaceSubscription: { type: 'AWS_MARKETPLACE_SUBSCRIPTION', uuid: input(this, 'marketplace_subscription', 'AWS Marketplace subscription that pays for the router.') },
    });
  }
}

export const APPS: CorpusApp[] = [
  { name: 'a premium router billed to the account, 12-month term', after: 'examples/resources/equinix_fabric_cloud_router/example_1.tf', build: (s, id) => new AccountBilled(s, id) },
  { name: 'a router paid through an AWS marketplace subscription', after: 'examples/resources/equinix_fabric_cloud_router/example_2.tf', build: (s, id) => new MarketplaceBilled(s, id) },
];
