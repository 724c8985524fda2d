/**
 * Type rules of `equinix_fabric_connection` on its access points: an access point's type matches
 * the sub-object that is filled (issue 26: "the a_side/z_side type field must match which
 * sub-object is filled, and nothing ties them"), and an IP_VC or IPWAN_VC connection starts at a
 * Fabric Cloud Router.
 *
 * The provider sends the access point as written (internal/resources/fabric/connection/models.go:
 * accessPointTerraformToGo) and the Fabric API's AccessPoint schema requires no sub-object, so
 * nothing refuses either before apply; the provider's schema documents each sub-object for its
 * kind of access point (resource_schema.go: accessPointSch: port "Port access point information",
 * router "Cloud Router access point information", virtual_device, network, profile "Service
 * Profile"), and every connection its examples and the API's create the same way (the API's
 * examples of a connection request fill port for COLO, router for CLOUD_ROUTER, virtualDevice for
 * VD, profile for SP and network for NETWORK; the provider's examples/resources/
 * equinix_fabric_connection fcr_to_port.tf, fcr_to_azure.tf and fcr_to_network.tf, and the API's
 * Fcr2* examples, start every IP_VC and IPWAN_VC connection at a CLOUD_ROUTER). Both rules warn.
 *
 * A side given as a service token (`z_side.service_token`, no access point) is not judged.
 */
import { at, items, Report, str, TypeRule } from '../../../core/runtime/type-rules';

const T = 'equinix_fabric_connection';

/** An access point type's sub-object: its Terraform and TypeScript names, what it is, how it is written, and its other name. */
interface SubObject { readonly field: string; readonly camel: string; readonly what: string; readonly code: string; readonly also?: string }

/** The sub-object each type of access point names, with what it is in words. */
const SUB_OBJECT: Record<string, SubObject> = {
  COLO: { field: 'port', camel: 'port', what: 'a port', code: 'port: { uuid }' },
  VD: { field: 'virtual_device', camel: 'virtualDevice', what: 'a virtual device', code: "virtualDevice: { type: 'EDGE', uuid }" },
  // `gateway` is the deprecated name of `router`.
  CLOUD_ROUTER: { field: 'router', camel: 'router', what: 'a Fabric Cloud Router', code: 'router: { uuid }', also: 'gateway' },
  SP: { field: 'profile', camel: 'profile', what: 'a service profile', code: "profile: { type: 'L2_PROFILE', uuid }" },
  NETWORK: { field: 'network', camel: 'network', what: 'a Fabric network', code: 'network: { uuid }' },
};
/** The type each sub-object belongs to. */
const TYPE_OF: Record<string, string> = { port: 'COLO', virtual_device: 'VD', router: 'CLOUD_ROUTER', gateway: 'CLOUD_ROUTER', profile: 'SP', network: 'NETWORK' };
const CAMEL: Record<string, string> = { port: 'port', virtual_device: 'virtualDevice', router: 'router', gateway: 'gateway', profile: 'profile', network: 'network' };

/** The connection types whose A side is a Fabric Cloud Router. */
const ROUTED = ['IP_VC', 'IPWAN_VC'];

/** Whether a sub-object is set (a token counts: it is set, only unknown). */
const filled = (v: unknown) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0);

/** Calls `visit` for each known access point of the A and Z sides, with its Terraform path. */
function eachAccessPoint(input: Readonly<Record<string, any>>, visit: (base: string, ap: Record<string, any>, side: string) => void) {
  for (const side of ['a_side', 'z_side']) {
    for (const [s, si] of items(input[side])) {
      const sBase = at(side, input[side], si);
      for (const [ap, ai] of items(s.access_point)) visit(at(`${sBase}.access_point`, s.access_point, ai), ap, side);
    }
  }
}

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/access-point-type-matches-sub-object`,
    summary: 'An access point names the sub-object of its type: port for COLO, virtualDevice for VD, router for CLOUD_ROUTER, profile for SP, network for NETWORK.',
    documentedIn: 'internal/resources/fabric/connection/resource_schema.go: accessPointSch (port "Port access point information", router "Cloud Router access point information", '
      + 'virtual_device "Virtual device", profile "Service Profile", network "network access point information"); the connection requests of the Fabric API\'s examples',
    level: 'warning',
    check: (input, report: Report) => {
      eachAccessPoint(input, (base, ap) => {
        const type = str(ap.type);
        const own = type === undefined ? undefined : SUB_OBJECT[type];
        if (!own || filled(ap[own.field]) || (own.also !== undefined && filled(ap[own.also]))) return;
        const misplaced = Object.keys(TYPE_OF).filter((f) => TYPE_OF[f] !== type && filled(ap[f]));
        const belongs = misplaced.map((f) => `${CAMEL[f]} belongs to type '${TYPE_OF[f]}'`).join(', ');
        const others = [...new Set(misplaced.map((f) => TYPE_OF[f]))];
        report(`${base}.${own.field}`, `is missing; an access point of type '${type}' is ${own.what} and names it in ${own.camel}${belongs ? ` (${belongs})` : ''}.`, {
          receivedText: `type '${type}' ${misplaced.length ? `with ${misplaced.map((f) => CAMEL[f]).join(' and ')} and no ${own.camel}` : `without ${own.camel}`}`,
          allowed: `type '${type}' with ${own.camel}`,
          fix: `add ${own.code} with the uuid of ${own.what.replace(/^a /, 'the ')}`
            + (others.length ? `, or write type: '${others[0]}' if the access point is ${SUB_OBJECT[others[0]].what} (its ${misplaced.filter((f) => TYPE_OF[f] === others[0]).map((f) => CAMEL[f]).join(' and ')}).` : '.'),
        });
      });
    },
  },
  {
    id: `rule:${T}/routed-connection-starts-at-cloud-router`,
    summary: 'An IP_VC or IPWAN_VC connection starts at a Fabric Cloud Router: its A side access point is type CLOUD_ROUTER.',
    documentedIn: 'examples/resources/equinix_fabric_connection/fcr_to_port.tf: an IP_VC connection whose A side is type CLOUD_ROUTER with router '
      + '(so are fcr_to_azure.tf, and fcr_to_network.tf for IPWAN_VC); the Fabric API\'s Fcr2* connection examples',
    level: 'warning',
    check: (input, report: Report) => {
      const type = str(input.type);
      if (type === undefined || !ROUTED.includes(type)) return;
      eachAccessPoint(input, (base, ap, side) => {
        const apType = str(ap.type);
        if (side !== 'a_side' || apType === undefined || apType === 'CLOUD_ROUTER') return;
        report(`${base}.type`, `is '${apType}' on an ${type} connection; an ${type} connection is a Fabric Cloud Router connection, whose A side is the cloud router.`, {
          receivedText: `A side type '${apType}' with connection type '${type}'`,
          allowed: `A side type 'CLOUD_ROUTER' with router for connection type '${type}'`,
          fix: "write aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: router.id } } }, router being the EquinixFabricCloudRouter; "
            + `or, for a connection from ${SUB_OBJECT[apType]?.what ?? `an access point of type '${apType}'`}, the connection type it takes (e.g. 'EVPL_VC').`,
        });
      });
    },
  },
];
