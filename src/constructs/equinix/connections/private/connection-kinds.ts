/**
 * The kinds of Fabric connection, one per factory: the access point kinds each side takes, the words
 * that name them in messages, and the connection type the ends fix. The types are those of the
 * provider's examples (docs/resources/fabric_connection.md at v5.1.0) and of Equinix's examples
 * (terraform-equinix-fabric): EVPL_VC to a provider, a port or a token; EVPLAN_VC or EPLAN_VC to a
 * network; IP_VC from a cloud router; IPWAN_VC from a cloud router to a network ("Cloud Router to
 * Network Connection", examples/cloud-router-2-wan-connection); IA_VC from a virtual device to
 * Equinix Internet Access (examples/virtual-device-2-eia-connection, the API spec's
 * Vd2IAProfile-Request).
 */
import type { AccessPoint } from '../access-point';

/** The factories of `FabricConnection` that make one connection. */
export type Kind = 'portToProvider' | 'portToPort' | 'portToNetwork' | 'portToVirtualDevice' | 'cloudRouterToProvider' | 'cloudRouterToPort'
| 'cloudRouterToNetwork' | 'cloudRouterToVirtualDevice' | 'cloudRouterToServiceToken' | 'virtualDeviceToProvider' | 'virtualDeviceToPort'
| 'virtualDeviceToNetwork' | 'virtualDeviceToServiceToken' | 'serviceTokenToProvider' | 'serviceTokenToPort';

const PROVIDER = 'a service provider: AccessPoint.awsDirectConnect, azureExpressRoute, googlePartnerInterconnect, oracleFastConnect, ibmDirectLink or serviceProvider';
const PORT = 'a port: AccessPoint.port(port, { linkProtocol })';
const NETWORK = 'a Fabric network: AccessPoint.network(uuid)';
const DEVICE = 'a virtual device: AccessPoint.virtualDevice(uuid, { interfaceType })';
const TOKEN = 'a service token: AccessPoint.serviceToken(uuid)';
const PORT_OR_TOKEN = 'a port of yours or a service token: AccessPoint.port(port, { linkProtocol }) or AccessPoint.serviceToken(uuid)';
const ROUTER = 'a Fabric Cloud Router: AccessPoint.cloudRouter(router)';

/** What each side of a kind takes: the access point kinds, and the words and example of a message. */
interface Sides {
  readonly a: readonly string[];
  readonly aWords: string;
  readonly aExample: string;
  readonly z: readonly string[];
  readonly zWords: string;
  readonly zExample: string;
}

const FROM_PORT = { a: ['COLO', 'SERVICE_TOKEN'], aWords: PORT_OR_TOKEN, aExample: 'AccessPoint.port(port, { linkProtocol })' } as const;
const FROM_ROUTER = { a: ['CLOUD_ROUTER'], aWords: ROUTER, aExample: 'AccessPoint.cloudRouter(router)' } as const;
const FROM_DEVICE = { a: ['VD'], aWords: DEVICE, aExample: 'AccessPoint.virtualDevice(deviceUuid)' } as const;
const FROM_TOKEN = { a: ['SERVICE_TOKEN'], aWords: TOKEN, aExample: 'AccessPoint.serviceToken(tokenUuid)' } as const;

export const SIDES: Record<Kind, Sides> = {
  portToProvider: { ...FROM_PORT, z: ['SP'], zWords: PROVIDER, zExample: 'AccessPoint.awsDirectConnect({ accountId, region, metro })' },
  portToPort: { ...FROM_PORT, z: ['COLO', 'SERVICE_TOKEN'], zWords: `${PORT}, or ${TOKEN}`, zExample: 'AccessPoint.port(port, { linkProtocol })' },
  portToNetwork: { ...FROM_PORT, z: ['NETWORK'], zWords: NETWORK, zExample: 'AccessPoint.network(networkUuid)' },
  portToVirtualDevice: { ...FROM_PORT, z: ['VD'], zWords: DEVICE, zExample: 'AccessPoint.virtualDevice(deviceUuid)' },
  cloudRouterToProvider: { ...FROM_ROUTER, z: ['SP'], zWords: PROVIDER, zExample: 'AccessPoint.awsDirectConnect({ accountId, region, metro })' },
  cloudRouterToPort: { ...FROM_ROUTER, z: ['COLO'], zWords: PORT, zExample: 'AccessPoint.port(port, { linkProtocol })' },
  cloudRouterToNetwork: { ...FROM_ROUTER, z: ['NETWORK'], zWords: NETWORK, zExample: 'AccessPoint.network(networkUuid)' },
  cloudRouterToVirtualDevice: { ...FROM_ROUTER, z: ['VD'], zWords: DEVICE, zExample: 'AccessPoint.virtualDevice(deviceUuid)' },
  cloudRouterToServiceToken: { ...FROM_ROUTER, z: ['SERVICE_TOKEN'], zWords: TOKEN, zExample: 'AccessPoint.serviceToken(tokenUuid)' },
  virtualDeviceToProvider: { ...FROM_DEVICE, z: ['SP'], zWords: `${PROVIDER}, or AccessPoint.internetAccess`, zExample: 'AccessPoint.internetAccess({ metro })' },
  virtualDeviceToPort: { ...FROM_DEVICE, z: ['COLO'], zWords: PORT, zExample: 'AccessPoint.port(port, { linkProtocol })' },
  virtualDeviceToNetwork: { ...FROM_DEVICE, z: ['NETWORK'], zWords: NETWORK, zExample: 'AccessPoint.network(networkUuid)' },
  virtualDeviceToServiceToken: { ...FROM_DEVICE, z: ['SERVICE_TOKEN'], zWords: TOKEN, zExample: 'AccessPoint.serviceToken(tokenUuid)' },
  serviceTokenToProvider: { ...FROM_TOKEN, z: ['SP'], zWords: PROVIDER, zExample: 'AccessPoint.awsDirectConnect({ accountId, region, metro })' },
  serviceTokenToPort: { ...FROM_TOKEN, z: ['COLO'], zWords: PORT, zExample: 'AccessPoint.port(port, { linkProtocol })' },
};

/** The factories that take both ends as given (for the fix of a side of the wrong kind). */
export function factoriesFor(a: AccessPoint | undefined, z: AccessPoint | undefined): Kind[] {
  const takes = (kinds: readonly string[], point: AccessPoint | undefined) => point === undefined || kinds.includes(point.kind);
  return (Object.keys(SIDES) as Kind[]).filter((k) => takes(SIDES[k].a, a) && takes(SIDES[k].z, z));
}

/**
 * The connection type of a kind that fixes it from its ends (portToPort takes its type from its
 * props): undefined for portToPort.
 */
export function typeOf(kind: Kind, a: AccessPoint | undefined, z: AccessPoint | undefined): string | undefined {
  if (kind === 'portToPort') return undefined;
  if (kind.startsWith('cloudRouterTo')) return kind === 'cloudRouterToNetwork' ? 'IPWAN_VC' : 'IP_VC';
  if (kind === 'portToNetwork') return a?._linkProtocol() ? 'EVPLAN_VC' : 'EPLAN_VC';
  if (kind === 'virtualDeviceToNetwork') return 'EVPLAN_VC';
  if (kind === 'virtualDeviceToProvider' && z?._internetAccess()) return 'IA_VC';
  return 'EVPL_VC';
}
