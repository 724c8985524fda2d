/**
 * The VLANs the app's connections take on each port: the Fabric API refuses a connection whose
 * buyer-side VLAN a connection on the same port already has (EQ-3142102, "Connection has duplicate
 * buyer-side VLAN ID for port"). Each connection claims the (port, VLAN) of its port sides when it
 * is built; a second claim of one pair is the second connection's problem. A port or tag that is a
 * token, or an untagged side, claims nothing: what it holds is known at apply only.
 */
import { IConstruct, inTree, isKnown, Problems, sameKey } from '../../../../core/l2/index';
import type { EquinixFabricConnectionZSide } from '../../../../generated/equinix/fabric-connection/index';

/** A claimed VLAN: the connection, its field, the port's uuid and the tags (`DOT1Q 100`, `QINQ 100.200`). */
interface VlanClaim {
  readonly scope: IConstruct;
  readonly field: string;
  readonly port: string;
  readonly vlan: string;
}

/**
 * The claims of an app: those on a literal port by `<port> <vlan>` (found in one step, however
 * many connections the app has), those on a port that is a token in a list (a reference read twice
 * gives two token strings, compared with `sameKey`).
 */
interface AppClaims {
  readonly literal: Map<string, VlanClaim[]>;
  readonly tokens: VlanClaim[];
}

const CLAIMS = new WeakMap<IConstruct, AppClaims>();

function claimsOf(scope: IConstruct): AppClaims {
  const root = scope.node.root;
  let claims = CLAIMS.get(root);
  if (!claims) CLAIMS.set(root, claims = { literal: new Map(), tokens: [] });
  return claims;
}

/** Another connection's claim of (`port`, `vlan`) in the app of `scope`, if any. */
function claimOf(scope: IConstruct, port: string, vlan: string): VlanClaim | undefined {
  const claims = claimsOf(scope);
  const candidates = isKnown(port) ? claims.literal.get(`${port} ${vlan}`) ?? [] : claims.tokens.filter((c) => sameKey([c.port, c.vlan], [port, vlan]));
  return candidates.find((c) => c.scope !== scope && inTree(c.scope));
}

/** The rendered sides of a connection, by field (`aSide`, `zSide`). */
type Sides = ReadonlyArray<readonly [string, EquinixFabricConnectionZSide | undefined]>;

/** The VLAN of a rendered side's link protocol, as text; undefined when untagged, unset or not known. */
function vlanOf(side: EquinixFabricConnectionZSide | undefined): string | undefined {
  const lp = side?.accessPoint?.linkProtocol;
  if (!lp) return undefined;
  const tags = lp.type === 'DOT1Q' ? [lp.vlanTag] : lp.type === 'QINQ' ? [lp.vlanSTag, lp.vlanCTag ?? undefined] : [];
  if (tags.length === 0 || tags[0] === undefined || !tags.every((t) => t === undefined || (isKnown(t) && typeof t === 'number'))) return undefined;
  return lp.type === 'DOT1Q' ? `vlanTag ${tags[0]}` : `vlanSTag ${tags[0]}${tags[1] === undefined ? '' : `, vlanCTag ${tags[1]}`}`;
}

/** How the fix writes a tag one up from `vlan`. */
function nextTag(vlan: string): string {
  const [, kind, n, c] = /^vlan(S?)Tag (\d+)(?:, vlanCTag (\d+))?$/.exec(vlan)!;
  if (kind === '') return `LinkProtocol.dot1q(${Number(n) + 1 > 4092 ? Number(n) - 1 : Number(n) + 1})`;
  return c === undefined ? `LinkProtocol.qinq(${Number(n) + 1 > 4092 ? Number(n) - 1 : Number(n) + 1})` : `LinkProtocol.qinq(${n}, ${Number(c) + 1 > 4092 ? Number(c) - 1 : Number(c) + 1})`;
}

/**
 * A problem for each side of `scope` whose (port, VLAN) another connection of the app already
 * claims. `sides` are the rendered sides by field (`aSide`, `zSide`).
 */
export function checkPortVlans(scope: IConstruct, p: Problems, sides: Sides): void {
  for (const [field, side] of sides) {
    const port = side?.accessPoint?.port?.uuid;
    const vlan = vlanOf(side);
    if (port === undefined || vlan === undefined) continue;
    const other = claimOf(scope, port, vlan);
    if (!other) continue;
    p.addRendered(`${field}.linkProtocol`, `takes the VLAN that ${other.scope.node.path} already has on this port (its ${other.field}); the Fabric API refuses a second connection on one port and VLAN (EQ-3142102).`,
      `${vlan} on port ${isKnown(port) ? `"${port}"` : '(a reference)'}`, {
        id: 'equinix:port-vlan-unique',
        allowed: 'one connection per port and VLAN',
        fix: `give this connection another VLAN, e.g. ${nextTag(vlan)}, or put it on another port.`,
      });
  }
}

/** Claims the (port, VLAN) of each side of `scope` (a connection built without problems). */
export function claimPortVlans(scope: IConstruct, sides: Sides): void {
  for (const [field, side] of sides) {
    const port = side?.accessPoint?.port?.uuid;
    const vlan = vlanOf(side);
    if (port === undefined || vlan === undefined) continue;
    const claims = claimsOf(scope);
    const claim = { scope, field, port, vlan };
    if (!isKnown(port)) {
      claims.tokens.push(claim);
      continue;
    }
    const key = `${port} ${vlan}`;
    claims.literal.set(key, [...(claims.literal.get(key) ?? []), claim]);
  }
}
