/**
 * What a Fabric connection checks of its ends and values: each prop is the value class it names,
 * each side of a kind its factory takes, the EPL types without the link protocol of the sides they
 * take whole, the two ports of a redundant pair, and a bandwidth to a cloud that the cloud does not
 * sell.
 */
import { speed } from './connection-rules';
import { article, BindContext, describeValue, IConstruct, isKnown, oneOf, Problems, throwIfProblems } from '../../../../core/l2/index';
import type { AccessPoint } from '../access-point';

/** A class by its prototype and name (an abstract class or one with a private constructor included). */
type ClassOf<T> = { readonly prototype: T; readonly name: string };

/** The value at `field` when it is an instance of `cls`; a problem when it is set and is not. */
export function valueOf<T>(p: Problems, field: string, v: unknown, cls: ClassOf<T>, example: string): T | undefined {
  if (v === undefined || v === null) return undefined;
  if (v instanceof (cls as unknown as abstract new () => T)) return v as T;
  const a = article(cls.name);
  p.add(field, `expected ${a} ${cls.name}.`, { id: 'equinix:connection-value', received: v, allowed: `${a} ${cls.name}, e.g. ${example}`, fix: `write ${field}: ${example}.` });
  return undefined;
}

const KIND_WORDS: Record<string, string> = {
  COLO: 'a port', SERVICE_TOKEN: 'a service token', NETWORK: 'a Fabric network', SP: 'a service provider', CLOUD_ROUTER: 'a Fabric Cloud Router', VD: 'a virtual device',
};

/**
 * A problem when the access point at `field` is of no kind in `kinds`; `factories` are those that
 * take both ends as given (the fix names them), else the fix writes `example`.
 */
export function sideKind(
  p: Problems, field: string, point: AccessPoint | undefined, kinds: readonly string[], allowed: string,
  factories: readonly string[], example: string,
): void {
  if (point === undefined || kinds.includes(point.kind)) return;
  p.add(field, `is ${KIND_WORDS[point.kind] ?? point.kind}; this kind of connection takes ${oneOf(kinds.map((k) => KIND_WORDS[k]))} here.`, {
    id: field === 'aSide' ? 'equinix:connection-a-side' : 'equinix:connection-z-side',
    received: point,
    allowed,
    fix: factories.length
      ? `use the factory named for the connection's ends (FabricConnection.${factories.join(', FabricConnection.')}), or pass the other access point.`
      : `write ${field}: ${example} (no factory connects the two ends as given).`,
  });
}

/**
 * A problem when the Z side is Equinix Internet Access and the factory is not
 * `virtualDeviceToProvider`: the L2 makes IA_VC connections from a virtual device only.
 */
export function internetAccess(p: Problems, factory: string, z: AccessPoint | undefined): void {
  if (z === undefined || factory === 'virtualDeviceToProvider' || !z._internetAccess()) return;
  p.add('zSide', `is Equinix Internet Access; ${factory} does not reach it: an IA_VC connection runs from a virtual device.`, {
    id: 'equinix:internet-access-connection',
    received: z,
    allowed: 'a Z side of Equinix Internet Access on FabricConnection.virtualDeviceToProvider only',
    fix: 'use FabricConnection.virtualDeviceToProvider with aSide: AccessPoint.virtualDevice(deviceUuid), or write the connection with the L1 EquinixFabricConnection.',
  });
}

/** The sides an EPL type takes whole, without a link protocol. */
const WHOLE: Record<string, readonly string[]> = { EPL_VC: ['aSide', 'zSide'], ACCESS_EPL_VC: ['zSide'], EPLAN_VC: [] };

/** A problem for each side an EPL type takes whole that has a link protocol. */
export function epl(p: Problems, type: string, a: AccessPoint | undefined, z: AccessPoint | undefined): void {
  for (const side of WHOLE[type] ?? []) {
    const point = side === 'aSide' ? a : z;
    const lp = point?._linkProtocol();
    if (lp === undefined || lp === null) continue;
    const letter = side === 'aSide' ? 'A' : 'Z';
    // The link protocol as the user gave it, written through the L1 (known tags only: a token cannot be printed).
    const block = typeof lp._terraformBlock === 'function' ? lp._terraformBlock() : undefined;
    const literally = block === undefined ? ''
      : `; to send it as written all the same, make the connection without it and override the L1: connection.resource.addOverride('${side === 'aSide' ? 'a_side' : 'z_side'}.access_point.link_protocol', ${blockCode(block)})`;
    p.add(`${side}.linkProtocol`, `is set, but a ${type} connection takes the whole port on this side: it has no link protocol.`, {
      id: 'equinix:epl-link-protocol',
      received: lp,
      allowed: `no linkProtocol on the ${letter} side of ${type}`,
      fix: `remove linkProtocol from the ${letter} side (${type} takes the whole port there), or keep it with type: PortToPortType.EVPL_VC, a tagged connection${literally}.`,
    });
  }
}

/** `{ type: 'DOT1Q', vlan_tag: 300 }` as TypeScript. */
function blockCode(block: { readonly [name: string]: string | number }): string {
  return `{ ${Object.entries(block).map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v}'` : v}`).join(', ')} }`;
}

/** A problem when the two A sides of a redundant pair are one port (the same construct, or the same known uuid). */
export function samePort(p: Problems, primary: unknown, secondary: unknown): void {
  const portOf = (x: unknown) => (x !== null && typeof x === 'object' && typeof (x as AccessPoint)._port === 'function' ? (x as AccessPoint)._port() : undefined);
  const a = portOf(primary);
  const b = portOf(secondary);
  // A port that is no object (null from JavaScript) is reported where the access point binds.
  if (a === undefined || b === undefined || a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return;
  const uuid = (x: object) => (x as { portUuid?: unknown }).portUuid;
  const same = a === b || (isKnown(uuid(a)) && typeof uuid(a) === 'string' && uuid(a) === uuid(b));
  if (!same) return;
  const id = uuid(b);
  p.addRendered('secondaryASide', 'is on the primary\'s port: a redundant pair needs two ports, so that one can fail.', `${describeValue(b)}${isKnown(id) && typeof id === 'string' ? ` (uuid ${id})` : ''}`, {
    id: 'equinix:redundant-pair-same-port',
    allowed: 'a port other than the primary\'s, e.g. the secondary port of the pair',
    fix: 'pass AccessPoint.port(secondaryPort, { linkProtocol }) with the other port, or make two connections with portToProvider.',
  });
}

/**
 * A warning (`equinix:bandwidth-tier`) when the Z side is a cloud's hosted connection and the known
 * bandwidth at `field` is no speed that cloud sells. Other Z sides have no list: their service
 * profile or port decides.
 */
export function cloudSpeed(ctx: BindContext, field: string, mbps: unknown, z: AccessPoint | undefined): void {
  const cloud = z?._speeds();
  if (cloud === undefined || typeof mbps !== 'number' || !isKnown(mbps) || cloud.mbps.includes(mbps)) return;
  const above = cloud.mbps.find((s) => s > mbps);
  const next = above !== undefined ? `the nearest speed above is ${speed(above)}` : `the fastest is ${speed(cloud.mbps[cloud.mbps.length - 1])}`;
  ctx.warn('equinix:bandwidth-tier', `${field}: ${speed(mbps)} is no speed of ${cloud.name} (${oneOf(cloud.mbps.map(speed))}; ${cloud.source}); ${next}. `
    + `The connection is sent with ${speed(mbps)} as written: the service profile decides whether it takes it, at apply.`);
}

/** A problem when `options` has `key`, which the method sets itself (a JavaScript caller can pass it). */
export function refuseKey(scope: IConstruct, method: string, options: unknown, key: string, what: string): void {
  if (options === null || typeof options !== 'object' || !(key in options)) return;
  const p = new Problems();
  p.add(key, `is ${what}: ${method} sets it.`, { id: 'l2:unknown-option', received: (options as Record<string, unknown>)[key], allowed: `no ${key}`, fix: `remove ${key}.` });
  throwIfProblems(scope, p);
}
