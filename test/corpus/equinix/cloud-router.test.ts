/** Fabric Cloud Routers (test/corpus/equinix/cloud-router.ts). */
import { describeApps } from '../corpus';
import { APPS } from './cloud-router';

describeApps('equinix corpus: cloud routers', APPS, (synthesized) => {
  test('the router is billed to the account or to the marketplace subscription, with its package and term', () => {
    const sv = synthesized('a premium router billed to the account, 12-month term').doc.resource.equinix_fabric_cloud_router.sv;
    expect(sv).toMatchObject({
      type: 'XF_ROUTER',
      package: { code: 'PREMIUM' },
      account: { account_number: 201257 },
      order: { term_length: 12 },
      timeouts: { create: '20m', update: '20m', delete: '15m', read: '5m' },
    });
    const dc = synthesized('a router paid through an AWS marketplace subscription').doc.resource.equinix_fabric_cloud_router.dc;
    expect(dc.marketplace_subscription).toEqual({ type: 'AWS_MARKETPLACE_SUBSCRIPTION', uuid: '${var.marketplace_subscription}' });
    expect(dc.account).toBeUndefined();
  });
});
