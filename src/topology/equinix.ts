/**
 * The topology describer of Equinix Fabric: each connection from its A side to its Z side (ports,
 * service profiles, cloud routers, virtual devices, networks, service tokens), connections of one
 * redundancy group side by side in a box, and route aggregations attached to connections. Not
 * part of the public API.
 */
import { Diagram, Field, genericNode, plural, Resource, TfDocument, TopologyDescriber } from './model';

const GROUP = 'equinix';
const CONNECTION = 'equinix_fabric_connection';

/** Equinix. */
export const EQUINIX: TopologyDescriber = {
  provider: 'equinix',
  describe(doc: TfDocument, d: Diagram): void {
    if (!doc.resources.some((r) => r.provider === 'equinix')) return;
    d.group(GROUP, 'Equinix Fabric');
    new FabricPicture(doc, d).draw();
  },
};

class FabricPicture {
  private readonly routers: Resource[];

  constructor(private readonly doc: TfDocument, private readonly d: Diagram) {
    this.routers = doc.ofType('equinix_fabric_cloud_router');
  }

  public draw(): void {
    for (const r of this.routers) {
      const facts = [r.at('package', 'code').text(), r.at('location', 'metro_code').text() && `metro ${r.at('location', 'metro_code').text()}`];
      this.d.claim(r, this.d.node(r.address, [`cloud router ${r.at('name').text() ?? r.name}`, facts.filter((x) => x !== undefined).join(' · ')],
        { group: GROUP, shape: 'round' }));
    }
    const connections = this.doc.ofType(CONNECTION);
    const pairs = this.redundancyGroups(connections);
    for (const c of connections) this.connection(c, pairs.get(c.address));
    this.routeAggregations(connections);
    for (const r of this.doc.resources) if (r.provider === 'equinix' && !this.d.claimed(r)) genericNode(this.d, r, GROUP);
  }

  /**
   * The redundancy group of each connection that shares one with another: a secondary names the
   * primary's group (`${tolist(equinix_fabric_connection.primary.redundancy).0.group}`) or the
   * same group id.
   */
  private redundancyGroups(connections: Resource[]): Map<string, string> {
    const keyOf = new Map<string, string>();
    for (const c of connections) {
      const group = c.at('redundancy', 'group');
      const primary = this.doc.refsIn(group.value).find((a) => a.startsWith(`${CONNECTION}.`));
      keyOf.set(c.address, primary ?? group.str() ?? c.address);
    }
    const members = new Map<string, number>();
    for (const k of keyOf.values()) members.set(k, (members.get(k) ?? 0) + 1);
    const out = new Map<string, string>();
    for (const [address, k] of keyOf) {
      if ((members.get(k) ?? 0) > 1) out.set(address, this.d.group(`${GROUP}:redundancy:${k}`, 'redundant connections', GROUP));
    }
    return out;
  }

  private connection(c: Resource, pair: string | undefined): void {
    const bandwidth = c.at('bandwidth').text();
    const lines = [`connection ${c.at('name').text() ?? c.name}`,
      [c.at('type').text(), bandwidth && `${bandwidth} Mbps`].filter((x) => x !== undefined).join(' · '),
      c.at('redundancy', 'priority').text() ?? ''];
    const key = this.d.node(c.address, lines, { group: pair ?? GROUP, shape: 'hexagon' });
    this.d.claim(c, key);
    const a = this.endpoint(c, 'a_side');
    if (a) this.d.edge(a, key, ['A side', vlan(c.at('a_side', 'access_point', 'link_protocol'))].filter((x) => x).join(' · '), 'thick');
    const z = this.endpoint(c, 'z_side');
    if (z) this.d.edge(key, z, ['Z side', vlan(c.at('z_side', 'access_point', 'link_protocol'))].filter((x) => x).join(' · '), 'thick');
  }

  /** The node of one side of a connection: something of this stack it refers to, or a dashed node. */
  private endpoint(c: Resource, side: 'a_side' | 'z_side'): string | undefined {
    const ap = c.at(side, 'access_point');
    const token = c.at(side, 'service_token', 'uuid');
    if (ap.value === undefined && token.value === undefined) return undefined;
    const metro = ap.at('location', 'metro_code').text();
    const where = metro ? `metro ${metro}` : '';
    const drawn = (f: Field) => this.doc.refsIn(f.value).map((x) => this.d.anchorOf(x)).find((x) => x !== undefined);
    const outside = (kind: string, id: Field, ...more: string[]) => {
      const text = id.text() ?? '?';
      return this.d.node(`${GROUP}:${kind}:${[id.str() ?? text, ...more].join(':')}`, [`${kind} ${text}`, ...more], { group: GROUP, external: true });
    };
    if (token.value !== undefined) return drawn(token) ?? outside('service token', token);
    const router = ap.at('router', 'uuid');
    if (router.value !== undefined) {
      const r = this.doc.match(router, this.routers, 'uuid');
      return (r && this.d.anchorOf(r.address)) ?? drawn(router) ?? outside('cloud router', router);
    }
    const port = ap.at('port', 'uuid');
    if (port.value !== undefined) return drawn(port) ?? outside('port', port, where);
    const profile = ap.at('profile');
    if (profile.value !== undefined) {
      const id = profile.at('name').value !== undefined ? profile.at('name') : profile.at('uuid');
      const region = ap.at('seller_region').text();
      return drawn(profile.at('uuid')) ?? outside('service profile', id, [profile.at('type').text(), where, region].filter((x) => x).join(' · '));
    }
    for (const [block, kind] of [['virtual_device', 'virtual device'], ['network', 'network'], ['gateway', 'gateway']]) {
      const uuid = ap.at(block, 'uuid');
      if (uuid.value !== undefined) return drawn(uuid) ?? outside(kind, uuid, where);
    }
    const type = ap.at('type').text();
    return this.d.node(`${c.address}#${side}`, [`${side === 'a_side' ? 'A' : 'Z'} side ${type ?? ''}`.trim(), where], { group: GROUP, external: true });
  }

  private routeAggregations(connections: Resource[]): void {
    const rules = this.doc.ofType('equinix_fabric_route_aggregation_rule');
    const aggregations = this.doc.ofType('equinix_fabric_route_aggregation');
    const ownerOf = (r: Resource) => this.doc.match(r.at('route_aggregation_id'), aggregations, 'id');
    for (const a of aggregations) {
      const own = rules.filter((r) => ownerOf(r) === a);
      const key = this.d.node(a.address, [`route aggregation ${a.at('name').text() ?? a.name}`, a.at('type').text() ?? '',
        own.length ? plural(own.length, 'rule') : ''], { group: GROUP, shape: 'parallelogram' });
      this.d.claim(a, key);
      for (const r of own) this.d.claim(r, key);
    }
    for (const link of this.doc.ofType('equinix_fabric_connection_route_aggregation')) {
      const a = this.doc.match(link.at('route_aggregation_id'), aggregations, 'id');
      const c = this.doc.match(link.at('connection_id'), connections, 'id') ?? this.doc.match(link.at('connection_id'), connections, 'uuid');
      const from = a ? this.d.anchorOf(a.address)! : this.d.node(`${GROUP}:route-aggregation:${link.at('route_aggregation_id').str() ?? ''}`,
        [`route aggregation ${link.at('route_aggregation_id').text() ?? '?'}`, 'not in this stack'], { group: GROUP, external: true });
      const to = c ? this.d.anchorOf(c.address)! : this.d.node(`${GROUP}:connection:${link.at('connection_id').str() ?? ''}`,
        [`connection ${link.at('connection_id').text() ?? '?'}`, 'not in this stack'], { group: GROUP, external: true });
      this.d.claim(link, to);
      this.d.edge(from, to, 'attached', 'dotted');
    }
  }
}

/** `DOT1Q 1200`, `QINQ 100.200`: the link protocol and its VLAN tags, if set. */
function vlan(lp: Field): string | undefined {
  const type = lp.at('type').text();
  const tag = lp.at('vlan_tag').text();
  const s = lp.at('vlan_s_tag').text();
  const c = lp.at('vlan_c_tag').text();
  const tags = tag ?? [s, c].filter((x) => x !== undefined).join('.');
  const out = [type, tags].filter((x) => x !== undefined && x !== '').join(' ');
  return out === '' ? undefined : out;
}
