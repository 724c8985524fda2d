/**
 * equinix_fabric_cloud_router: a cloud router paid for by a cloud marketplace subscription, one
 * billed to an account with a 12-month term, and its computed outputs.
 */
import { TerraformOutput } from 'cdktn';
import { Conformance, equinix } from '../../../src';
import { errorOf, expectSnakeCaseOnly, resource, stack, synth } from '../../util';

const PROJECT_ID = '98dc7083-31fc-47d2-9f0c-feb774ab271a';
const SUBSCRIPTION_UUID = '2fee1ae6-6015-43c9-9e9d-e0fb3ad16533';

describe('equinix_fabric_cloud_router', () => {
  test('equinix_fabric_cloud_router: a STANDARD router in SV paid by an AWS marketplace subscription renders the exact body', () => {
    const { doc, warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      new equinix.EquinixFabricCloudRouter(s, 'fcr_sv', {
        name: 'fcr-sv-prod',
        type: 'XF_ROUTER',
        description: 'Fabric cloud router for the SV metro',
        notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
        location: { metroCode: 'SV' },
        packageAttribute: { code: 'STANDARD' },
        project: { projectId: PROJECT_ID },
        marketplaceSubscription: { type: 'AWS_MARKETPLACE_SUBSCRIPTION', uuid: SUBSCRIPTION_UUID },
      });
    });
    expect(equinix.EquinixFabricCloudRouter.tfResourceType).toBe('equinix_fabric_cloud_router');
    const body = resource(doc, 'equinix_fabric_cloud_router', 'fcr_sv');
    expect(body).toEqual({
      name: 'fcr-sv-prod',
      type: 'XF_ROUTER',
      description: 'Fabric cloud router for the SV metro',
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      location: { metro_code: 'SV' },
      package: { code: 'STANDARD' },
      project: { project_id: PROJECT_ID },
      marketplace_subscription: { type: 'AWS_MARKETPLACE_SUBSCRIPTION', uuid: SUBSCRIPTION_UUID },
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_cloud_router: billed to an account with a 12-month term and timeouts', () => {
    const { doc } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      new equinix.EquinixFabricCloudRouter(s, 'fcr_dc', {
        name: 'fcr-dc-prod',
        type: 'XF_ROUTER',
        notifications: [{ type: 'CONNECTION_APPROVAL', emails: ['netops@example.com'] }],
        location: { metroCode: 'DC' },
        packageAttribute: { code: 'PREMIUM' },
        project: { projectId: PROJECT_ID },
        account: { accountNumber: 272010 },
        order: { purchaseOrderNumber: '1-323292', termLength: 12 },
        timeouts: { create: '30m', delete: '20m' },
      });
    });
    const body = resource(doc, 'equinix_fabric_cloud_router', 'fcr_dc');
    expect(body).toEqual({
      name: 'fcr-dc-prod',
      type: 'XF_ROUTER',
      notifications: [{ type: 'CONNECTION_APPROVAL', emails: ['netops@example.com'] }],
      location: { metro_code: 'DC' },
      package: { code: 'PREMIUM' },
      project: { project_id: PROJECT_ID },
      account: { account_number: 272010 },
      order: { purchase_order_number: '1-323292', term_length: 12 },
      timeouts: { create: '30m', delete: '20m' },
    });
    expectSnakeCaseOnly(body);
  });

  test('equinix_fabric_cloud_router: computed outputs resolve to Terraform references', () => {
    const { doc } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const fcr = new equinix.EquinixFabricCloudRouter(s, 'fcr_sv', {
        name: 'fcr-sv-prod',
        type: 'XF_ROUTER',
        notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
        location: { metroCode: 'SV' },
        packageAttribute: { code: 'STANDARD' },
        project: { projectId: PROJECT_ID },
      });
      new TerraformOutput(s, 'asn', { value: fcr.equinixAsn });
      new TerraformOutput(s, 'state', { value: fcr.state });
      new TerraformOutput(s, 'package_code', { value: fcr.packageAttribute.code });
      new TerraformOutput(s, 'ibx', { value: fcr.location.ibx });
      new TerraformOutput(s, 'created_by', { value: fcr.changeLog.get(0).createdBy });
    });
    expect(doc.output).toEqual({
      asn: { value: '${equinix_fabric_cloud_router.fcr_sv.equinix_asn}' },
      state: { value: '${equinix_fabric_cloud_router.fcr_sv.state}' },
      package_code: { value: '${tolist(equinix_fabric_cloud_router.fcr_sv.package).0.code}' },
      ibx: { value: '${tolist(equinix_fabric_cloud_router.fcr_sv.location).0.ibx}' },
      created_by: { value: '${tolist(equinix_fabric_cloud_router.fcr_sv.change_log).0.created_by}' },
    });
  });

  test('equinix_fabric_cloud_router: required blocks and the subscription uuid are checked at construction', () => {
    const msg = errorOf(() => new equinix.EquinixFabricCloudRouter(stack(), 'fcr', {
      name: 'fcr-sv-prod',
      type: 'XF_ROUTER',
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      location: { metroCode: 'SV' },
      project: { projectId: PROJECT_ID },
      marketplaceSubscription: { type: 'AWS_MARKETPLACE_SUBSCRIPTION' },
      package: { code: 'STANDARD' },
    } as any));
    expect(msg).toContain('marketplaceSubscription.uuid: is required.');
    expect(msg).toContain('packageAttribute: is required.');
    expect(msg).toContain("write 'packageAttribute' instead of 'package'.");
  });

  test('equinix_fabric_cloud_router: generateConfigForImport writes an import block', () => {
    const { doc } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      equinix.EquinixFabricCloudRouter.generateConfigForImport(s, 'existing_fcr', '8f49946e-e087-46e5-9075-6e5de41dceb4');
    });
    expect(doc.import).toEqual([{ id: '8f49946e-e087-46e5-9075-6e5de41dceb4', to: 'equinix_fabric_cloud_router.existing_fcr' }]);
  });
});
