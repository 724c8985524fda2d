/**
 * CloudRouter: renders what the provider's example (docs/resources/fabric_cloud_router.md of
 * terraform-provider-equinix v5.1.0, "Fabric Cloud Router") configures, field by field, and refuses
 * a package the API does not sell.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc } from '../equinix-util';

const { CloudRouter, CloudRouterPackage, Notifications, TermLength } = equinix;

const notifications = Notifications.emails(['example@equinix.com', 'test1@equinix.com']);

function router(doc: any, key = 'Target'): any {
  return doc.resource.equinix_fabric_cloud_router[key];
}

describe('CloudRouter', () => {
  test('the provider\'s "Fabric Cloud Router" example, field by field', () => {
    const s = equinixStack();
    const r = new CloudRouter(s, 'Target', {
      name: 'Router-SV',
      package: CloudRouterPackage.STANDARD,
      metro: 'SV',
      notifications,
      purchaseOrderNumber: '1-323292',
      projectId: '776847000642406',
      accountNumber: 203612,
    });
    expect(router(synthDoc(s))).toEqual({
      name: 'Router-SV',
      type: 'XF_ROUTER',
      notifications: [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }],
      order: { purchase_order_number: '1-323292' },
      location: { metro_code: 'SV' },
      package: { code: 'STANDARD' },
      project: { project_id: '776847000642406' },
      account: { account_number: 203612 },
    });
    expect(r.resource.node.id).toBe('Default');
  });

  test('a term, and no account: the order has the term, no account block', () => {
    const s = equinixStack();
    new CloudRouter(s, 'Target', { name: 'fcr', package: CloudRouterPackage.LAB, metro: 'DC', notifications, projectId: 'p', termLength: TermLength.ONE_YEAR });
    const r = router(synthDoc(s));
    expect(r.order).toEqual({ term_length: 12 });
    expect(r.package).toEqual({ code: 'LAB' });
    expect(r.account).toBeUndefined();
  });

  test('every package the API sells is taken, and a token is not judged', () => {
    for (const code of ['LAB', 'BASIC', 'STANDARD', 'ADVANCED', 'PREMIUM']) {
      const s = equinixStack();
      new CloudRouter(s, 'Target', { name: 'fcr', package: code as equinix.CloudRouterPackage, metro: 'SV', notifications, projectId: 'p' });
      expect(router(synthDoc(s)).package).toEqual({ code });
    }
    const s = equinixStack();
    const v = new TerraformVariable(s, 'pkg', { type: 'string' });
    new CloudRouter(s, 'Target', { name: 'fcr', package: v.stringValue as equinix.CloudRouterPackage, metro: 'SV', notifications, projectId: 'p' });
    expect(router(synthDoc(s)).package).toEqual({ code: '${var.pkg}' });
  });

  test('a package the API does not sell is refused (equinix:cloud-router-package); nothing is left behind', () => {
    const s = equinixStack();
    expect(errorOf(() => new CloudRouter(s, 'Target', { name: 'fcr', package: 'standard' as equinix.CloudRouterPackage, metro: 'SV', notifications, projectId: 'p' }))).toBe(
      '[test/Target] package: is not a CloudRouterPackage: the API sells the packages LAB, BASIC, STANDARD, ADVANCED or PREMIUM. Received: "standard". '
      + 'Allowed: CloudRouterPackage.LAB, CloudRouterPackage.BASIC, CloudRouterPackage.STANDARD, CloudRouterPackage.ADVANCED or CloudRouterPackage.PREMIUM. '
      + "Fix: use CloudRouterPackage.STANDARD; for another code, set it on the L1: resource.addOverride('package.code', code).");
    expect(s.node.tryFindChild('Target')).toBeUndefined();
    expect(errorOf(() => new CloudRouter(s, 'Target', { name: 'fcr', package: 'GOLD' as equinix.CloudRouterPackage, metro: 'SV', notifications, projectId: 'p' }))).toBe(
      '[test/Target] package: is not a CloudRouterPackage: the API sells the packages LAB, BASIC, STANDARD, ADVANCED or PREMIUM. Received: "GOLD". '
      + 'Allowed: CloudRouterPackage.LAB, CloudRouterPackage.BASIC, CloudRouterPackage.STANDARD, CloudRouterPackage.ADVANCED or CloudRouterPackage.PREMIUM. '
      + "Fix: use a CloudRouterPackage, e.g. CloudRouterPackage.STANDARD; for another code, set it on the L1: resource.addOverride('package.code', code).");
  });

  test('what is required, and values of the wrong kind, are all reported at once', () => {
    const s = equinixStack();
    expect(errorOf(() => new CloudRouter(s, 'Target', { accountNumber: 1.5, termLength: 12 } as any))).toBe('[test/Target] 7 problems:\n'
      + '  - name: is required. Received: undefined. Allowed: the name of the cloud router. Fix: set name.\n'
      + '  - package: is required. Received: undefined. Allowed: a CloudRouterPackage, e.g. CloudRouterPackage.STANDARD. Fix: set package.\n'
      + '  - metro: is required. Received: undefined. Allowed: the metro code of the router, e.g. SV. Fix: set metro.\n'
      + '  - notifications: is required. Received: undefined. Allowed: Notifications.emails([...]). Fix: set notifications.\n'
      + '  - projectId: is required. Received: undefined. Allowed: the id of the Fabric project. Fix: set projectId.\n'
      + '  - accountNumber: is not a whole number, 1 or more. Received: 1.5. Allowed: the number of the billing account, e.g. 203612. Fix: write a whole number, 1 or more.\n'
      + '  - termLength: expected a TermLength. Received: 12. Allowed: a TermLength, e.g. TermLength.ONE_YEAR. Fix: write termLength: TermLength.ONE_YEAR.');
  });

  test('an unknown key names the closest one', () => {
    const s = equinixStack();
    expect(errorOf(() => new CloudRouter(s, 'Target', { name: 'fcr', package: CloudRouterPackage.LAB, metro: 'SV', notifications, projectId: 'p', packge: 'LAB' } as any))).toBe(
      "[test/Target] packge: unknown option; did you mean package? Received: the key 'packge'. "
      + 'Allowed: the options of CloudRouterProps: name, package, metro, notifications, projectId, accountNumber, termLength, purchaseOrderNumber. '
      + "Fix: write 'package' instead of 'packge'.");
  });

  test('the name is the L1\'s to check (1 to 24 characters): the L2 does not repeat it', () => {
    const s = equinixStack();
    new CloudRouter(s, 'Target', { name: 'a-name-longer-than-24-characters', package: CloudRouterPackage.LAB, metro: 'SV', notifications, projectId: 'p' });
    expect(errorOf(() => synthDoc(s))).toContain(
      '[test/Target/Default] [value:equinix_fabric_cloud_router.name] name: is too long (32 characters). Received: "a-name-longer-than-24-characters". Allowed: at most 24 characters.');
  });
});

describe('CloudRouter.fromCloudRouterAttributes', () => {
  test('refers to a router by its id; an empty id is refused', () => {
    const s = equinixStack();
    expect(CloudRouter.fromCloudRouterAttributes(s, 'R', { cloudRouterId: 'abc' }).cloudRouterId).toBe('abc');
    expect(errorOf(() => CloudRouter.fromCloudRouterAttributes(s, 'Empty', { cloudRouterId: '' }))).toBe(
      '[test/Empty] cloudRouterId: is empty. Received: "". Allowed: the id (uuid) of the cloud router. Fix: set cloudRouterId.');
    expect(s.node.tryFindChild('Empty')).toBeUndefined();
    expect(errorOf(() => CloudRouter.fromCloudRouterAttributes(s, 'Extra', { cloudRouterId: 'a', routerId: 'b' } as any))).toBe(
      "[test/Extra] routerId: unknown option; did you mean cloudRouterId? Received: the key 'routerId'. Allowed: the options of CloudRouterAttributes: cloudRouterId. Fix: write 'cloudRouterId' instead of 'routerId'.");
  });
});

describe('CloudRouter.connect', () => {
  const { AccessPoint, Bandwidth, LinkProtocol, Port, ServiceProfile } = equinix;
  const options = { name: 'c', bandwidth: Bandwidth.mbps(50), notifications };
  function newRouter(s: ReturnType<typeof equinixStack>) {
    return new CloudRouter(s, 'Router', { name: 'r', package: CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406', notifications });
  }

  test('the Z side decides the factory: a cloud, a port, a network, a device, a token; the router is the A side; the connection is the router\'s child', () => {
    const s = equinixStack();
    const r = newRouter(s);
    const cloud = r.connect('Aws', { ...options, zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV', profile: ServiceProfile.fromUuid(s, 'P', 'p') }) });
    const port = r.connect('Port', { ...options, zSide: AccessPoint.port(Port.fromUuid(s, 'Z', 'z'), { linkProtocol: LinkProtocol.dot1q(100) }) });
    const network = r.connect('Wan', { ...options, zSide: AccessPoint.network('network-uuid') });
    const device = r.connect('Device', { ...options, zSide: AccessPoint.virtualDevice('device-uuid') });
    const token = r.connect('Token', { ...options, zSide: AccessPoint.serviceToken('token-uuid') });
    expect([cloud, port, network, device, token].map((c) => [c.node.path, c.connectionType])).toEqual([
      ['test/Router/Aws', 'IP_VC'], ['test/Router/Port', 'IP_VC'], ['test/Router/Wan', 'IPWAN_VC'], ['test/Router/Device', 'IP_VC'], ['test/Router/Token', 'IP_VC'],
    ]);
    const doc = synthDoc(s);
    expect(doc.resource.equinix_fabric_connection[s.getLogicalId(cloud.resource)].a_side).toEqual({
      access_point: { type: 'CLOUD_ROUTER', router: { uuid: `\${equinix_fabric_cloud_router.${s.getLogicalId(r.resource)}.id}` } },
    });
  });

  test('a Z side that is no access point, or of no kind a router connects to, is the factory\'s error; an aSide is refused, not dropped', () => {
    const s = equinixStack();
    const r = newRouter(s);
    expect(errorOf(() => r.connect('X', { ...options, zSide: 'aws' as any }))).toMatch(/^\[test\/Router\/X\] zSide: expected an AccessPoint\./);
    expect(errorOf(() => r.connect('Y', { ...options, zSide: AccessPoint.cloudRouter(r) }))).toMatch(/^\[test\/Router\/Y\] zSide: is a Fabric Cloud Router;/);
    expect(errorOf(() => r.connect('Z', { ...options, zSide: AccessPoint.serviceToken('t'), aSide: AccessPoint.serviceToken('u') } as any))).toBe(
      '[test/Router] aSide: is this router: connect takes the Z side only. Received: an AccessPoint. Allowed: no aSide. Fix: remove aSide; to start at another router, call connect on that router.');
    expect(r.node.children.map((c) => c.node.id)).toEqual(['Default']);
  });
});
