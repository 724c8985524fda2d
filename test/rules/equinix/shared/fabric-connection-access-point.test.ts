/**
 * Type rules of equinix_fabric_connection on its access points (src/rules/equinix/shared/fabric-connection-access-point.ts):
 * an access point names the sub-object of its type, and an IP_VC or IPWAN_VC connection starts at a
 * cloud router. Both warn: the provider and the API's schema leave them unchecked.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { synth } from '../../../util';

type Config = equinix.EquinixFabricConnectionConfig;
type Side = equinix.EquinixFabricConnectionASide;
const MATCH = 'rule:equinix_fabric_connection/access-point-type-matches-sub-object';
const ROUTED = 'rule:equinix_fabric_connection/routed-connection-starts-at-cloud-router';
const PORT: Side = { accessPoint: { type: 'COLO', port: { uuid: 'a-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 100 } } };
const ROUTER: Side = { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: 'router-uuid' } } };

function conn(extra: Partial<Config> = {}): Config {
  return {
    name: 'c',
    type: 'EVPL_VC',
    bandwidth: 50,
    notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    aSide: PORT,
    zSide: { accessPoint: { type: 'COLO', port: { uuid: 'z-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 101 } } },
    ...extra,
  };
}

const warnings = (...configs: Config[]) => synth((s) => {
  new equinix.EquinixProvider(s, 'equinix', {});
  configs.forEach((c, i) => new equinix.EquinixFabricConnection(s, `c${i}`, c));
}).warnings;

describe('access-point-type-matches-sub-object', () => {
  test('each type with its sub-object passes, as the provider\'s and the API\'s examples write them; a service token side has no access point (gateway, router\'s deprecated name, counts)', () => {
    expect(warnings(
      conn(),
      conn({ type: 'IP_VC', aSide: ROUTER }),
      conn({ type: 'IP_VC', aSide: { accessPoint: { type: 'CLOUD_ROUTER', gateway: { uuid: 'router-uuid' } } } }),
      conn({ aSide: { accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: 'vd-uuid' }, interfaceAttribute: { type: 'CLOUD', id: 7 } } } }),
      conn({ zSide: { accessPoint: { type: 'SP', profile: { type: 'L2_PROFILE', uuid: 'profile-uuid' }, port: { uuid: 'sp-port-uuid' } } } }),
      conn({ type: 'EVPLAN_VC', zSide: { accessPoint: { type: 'NETWORK', network: { uuid: 'network-uuid' } } } }),
      conn({ zSide: { serviceToken: { uuid: 'token-uuid' } } }),
      conn({ zSide: { accessPoint: { type: 'METAL_NETWORK' } } }),
    )).toEqual(['test/c2: [terrain:deprecated-attribute] aSide.accessPoint.gateway is deprecated by the provider. Use `router` instead.']);
  });

  test('a COLO access point with a router and no port warns, naming port and the router\'s type', () => {
    expect(warnings(conn({ zSide: { accessPoint: { type: 'COLO', router: { uuid: 'router-uuid' } } } }))).toEqual([
      `test/c0: [${MATCH}] zSide.accessPoint.port: is missing; an access point of type 'COLO' is a port and names it in port (router belongs to type 'CLOUD_ROUTER'). `
      + "Received: type 'COLO' with router and no port. Allowed: type 'COLO' with port. "
      + "Fix: add port: { uuid } with the uuid of the port, or write type: 'CLOUD_ROUTER' if the access point is a Fabric Cloud Router (its router).",
    ]);
  });

  test('other types without their sub-object warn: CLOUD_ROUTER with a port, SP with nothing, VD and NETWORK', () => {
    expect(warnings(
      conn({ type: 'IP_VC', aSide: { accessPoint: { type: 'CLOUD_ROUTER', port: { uuid: 'a-port-uuid' } } } }),
      conn({ zSide: { accessPoint: { type: 'SP', sellerRegion: 'us-west-1' } } }),
      conn({ aSide: { accessPoint: { type: 'VD', interfaceAttribute: { type: 'CLOUD', id: 7 } } } }),
      conn({ type: 'EVPLAN_VC', zSide: { accessPoint: { type: 'NETWORK', profile: { type: 'L2_PROFILE', uuid: 'p' } } } }),
    )).toEqual([
      `test/c0: [${MATCH}] aSide.accessPoint.router: is missing; an access point of type 'CLOUD_ROUTER' is a Fabric Cloud Router and names it in router (port belongs to type 'COLO'). `
      + "Received: type 'CLOUD_ROUTER' with port and no router. Allowed: type 'CLOUD_ROUTER' with router. "
      + "Fix: add router: { uuid } with the uuid of the Fabric Cloud Router, or write type: 'COLO' if the access point is a port (its port).",
      `test/c1: [${MATCH}] zSide.accessPoint.profile: is missing; an access point of type 'SP' is a service profile and names it in profile. `
      + "Received: type 'SP' without profile. Allowed: type 'SP' with profile. Fix: add profile: { type: 'L2_PROFILE', uuid } with the uuid of the service profile.",
      `test/c2: [${MATCH}] aSide.accessPoint.virtualDevice: is missing; an access point of type 'VD' is a virtual device and names it in virtualDevice. `
      + "Received: type 'VD' without virtualDevice. Allowed: type 'VD' with virtualDevice. Fix: add virtualDevice: { type: 'EDGE', uuid } with the uuid of the virtual device.",
      `test/c3: [${MATCH}] zSide.accessPoint.network: is missing; an access point of type 'NETWORK' is a Fabric network and names it in network (profile belongs to type 'SP'). `
      + "Received: type 'NETWORK' with profile and no network. Allowed: type 'NETWORK' with network. "
      + "Fix: add network: { uuid } with the uuid of the Fabric network, or write type: 'SP' if the access point is a service profile (its profile).",
    ]);
  });

  test('a token type or a token sub-object is not judged', () => {
    const r = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const type = new TerraformVariable(s, 'type', { type: 'string' }).stringValue;
      const uuid = new TerraformVariable(s, 'uuid', { type: 'string' }).stringValue;
      new equinix.EquinixFabricConnection(s, 'a', conn({ zSide: { accessPoint: { type, router: { uuid } } } }));
      new equinix.EquinixFabricConnection(s, 'b', conn({ zSide: { accessPoint: { type: 'COLO', port: { uuid } } } }));
    });
    expect(r.warnings).toEqual([]);
  });
});

describe('routed-connection-starts-at-cloud-router', () => {
  test('IP_VC and IPWAN_VC from a cloud router pass, as in the provider\'s fcr_to_port.tf and fcr_to_network.tf; another type from a port passes', () => {
    expect(warnings(
      conn({ type: 'IP_VC', aSide: ROUTER }),
      conn({ type: 'IPWAN_VC', aSide: ROUTER, zSide: { accessPoint: { type: 'NETWORK', network: { uuid: 'network-uuid' } } } }),
      conn({ type: 'EVPL_VC' }),
    )).toEqual([]);
  });

  test('an IP_VC or IPWAN_VC connection from a port or a virtual device warns', () => {
    expect(warnings(
      conn({ type: 'IP_VC' }),
      conn({ type: 'IPWAN_VC', aSide: { accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: 'vd-uuid' } } } }),
    )).toEqual([
      `test/c0: [${ROUTED}] aSide.accessPoint.type: is 'COLO' on an IP_VC connection; an IP_VC connection is a Fabric Cloud Router connection, whose A side is the cloud router. `
      + "Received: A side type 'COLO' with connection type 'IP_VC'. Allowed: A side type 'CLOUD_ROUTER' with router for connection type 'IP_VC'. "
      + "Fix: write aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: router.id } } }, router being the EquinixFabricCloudRouter; or, for a connection from a port, the connection type it takes (e.g. 'EVPL_VC').",
      `test/c1: [${ROUTED}] aSide.accessPoint.type: is 'VD' on an IPWAN_VC connection; an IPWAN_VC connection is a Fabric Cloud Router connection, whose A side is the cloud router. `
      + "Received: A side type 'VD' with connection type 'IPWAN_VC'. Allowed: A side type 'CLOUD_ROUTER' with router for connection type 'IPWAN_VC'. "
      + "Fix: write aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: router.id } } }, router being the EquinixFabricCloudRouter; or, for a connection from a virtual device, the connection type it takes (e.g. 'EVPL_VC').",
    ]);
  });

  test('an A side given as a service token, or a token connection type, is not judged', () => {
    const r = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const type = new TerraformVariable(s, 'type', { type: 'string' }).stringValue;
      new equinix.EquinixFabricConnection(s, 'a', conn({ type: 'IP_VC', aSide: { serviceToken: { uuid: 'token-uuid' } } }));
      new equinix.EquinixFabricConnection(s, 'b', conn({ type }));
    });
    expect(r.warnings).toEqual([]);
  });
});
