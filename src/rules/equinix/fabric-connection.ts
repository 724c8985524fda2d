/**
 * Type rules of `equinix_fabric_connection`: the VLAN tags of each side's link protocol belong to
 * its type. The provider documents vlanTag for DOT1Q and vlanSTag and vlanCTag for QINQ
 * (`accessPointLinkProtocolSch` in internal/resources/fabric/connection/resource_schema.go, and the
 * same words in the Fabric API's SimplifiedLinkProtocol), but validates none of it: it sends every
 * non-zero tag to the API. Equinix's Fabric modules (equinix/terraform-equinix-fabric,
 * modules/port-connection/main.tf) set each tag only for its type, as the rules advise; but the
 * provider's own examples set vlanSTag with type DOT1Q (examples/resources/equinix_fabric_connection/
 * port_to_vd.tf, port_to_network_evplan.tf), so what the API makes of a tag of the other type is
 * not settled: both rules warn.
 *
 * The rules on its redundancy and on its access points are in shared/fabric-connection-redundancy.ts and
 * shared/fabric-connection-access-point.ts, those on AWS credentials in additional_info in
 * shared/fabric-connection-secrets.ts; `RULES` runs them all.
 */
import { RULES as ACCESS_POINT_RULES } from './shared/fabric-connection-access-point';
import { RULES as REDUNDANCY_RULES } from './shared/fabric-connection-redundancy';
import { RULES as SECRET_RULES } from './shared/fabric-connection-secrets';
import { items, known, Report, str, TypeRule } from '../../core/runtime/type-rules';

const T = 'equinix_fabric_connection';
const DOCUMENTED = 'internal/resources/fabric/connection/resource_schema.go: accessPointLinkProtocolSch (vlan_tag "specified for DOT1Q connections"; vlan_s_tag and vlan_c_tag "specified for QINQ connections")';

/** The tags each link protocol type carries. */
const TAGS_OF: Record<string, readonly string[]> = {
  DOT1Q: ['vlan_tag'],
  QINQ: ['vlan_s_tag', 'vlan_c_tag'],
  UNTAGGED: [],
  EVPN_VXLAN: [],
};
/** The type each tag belongs to. */
const TYPE_OF: Record<string, string> = { vlan_tag: 'DOT1Q', vlan_s_tag: 'QINQ', vlan_c_tag: 'QINQ' };
const CAMEL: Record<string, string> = { vlan_tag: 'vlanTag', vlan_s_tag: 'vlanSTag', vlan_c_tag: 'vlanCTag' };
/** The tag that names the VLAN of each tagged type (QINQ's outer tag). */
const MAIN_TAG: Record<string, string> = { DOT1Q: 'vlan_tag', QINQ: 'vlan_s_tag' };

function takes(type: string): string {
  const tags = TAGS_OF[type];
  return tags.length === 0 ? `type '${type}' takes no VLAN tag` : `type '${type}' takes ${tags.map((t) => CAMEL[t]).join(' and ')}`;
}

/** Calls `visit` for each known link protocol of the A and Z sides whose type is one of the four. */
function eachLinkProtocol(input: Readonly<Record<string, any>>, visit: (base: string, lp: Record<string, any>, type: string) => void) {
  for (const side of ['a_side', 'z_side']) {
    for (const [s, si] of items(input[side])) {
      const sBase = Array.isArray(input[side]) ? `${side}[${si}]` : side;
      for (const [ap, ai] of items(s.access_point)) {
        const apBase = `${sBase}.${Array.isArray(s.access_point) ? `access_point[${ai}]` : 'access_point'}`;
        for (const [lp, li] of items(ap.link_protocol)) {
          // The provider accepts the type in any letter case.
          const type = str(lp.type)?.toUpperCase();
          if (type === undefined || !(type in TAGS_OF)) continue; // unset, a token, or refused by the value check
          visit(`${apBase}.${Array.isArray(ap.link_protocol) ? `link_protocol[${li}]` : 'link_protocol'}`, lp, type);
        }
      }
    }
  }
}

const isSet = (v: unknown) => v !== undefined && v !== null;

/** The tags set on a link protocol that its type does not carry. */
function foreignTags(lp: Record<string, any>, type: string): string[] {
  return Object.keys(TYPE_OF).filter((tag) => isSet(lp[tag]) && !TAGS_OF[type].includes(tag));
}

const LINK_PROTOCOL_RULES: TypeRule[] = [
  {
    id: `rule:${T}/vlan-tags-match-link-protocol`,
    summary: 'A link protocol carries the VLAN tags the provider documents for its type: vlanTag for DOT1Q, vlanSTag and vlanCTag for QINQ, none for UNTAGGED and EVPN_VXLAN.',
    documentedIn: DOCUMENTED,
    level: 'warning',
    check: (input, report: Report) => {
      eachLinkProtocol(input, (base, lp, type) => {
        for (const tag of foreignTags(lp, type)) {
          if (!known(lp[tag])) continue;
          const owner = TYPE_OF[tag];
          const main = MAIN_TAG[type];
          // The tag stands in for the one the type documents (e.g. vlanSTag on DOT1Q): move it there.
          const move = main !== undefined && !isSet(lp[main]) && (tag !== 'vlan_c_tag' || !isSet(lp.vlan_s_tag));
          const fix = move
            ? `write ${CAMEL[main]}: ${JSON.stringify(lp[tag])} instead of ${CAMEL[tag]} (${type} uses ${CAMEL[main]}), or set type to '${owner}'.`
            : `remove ${CAMEL[tag]}${type === 'QINQ' ? ' (QINQ uses vlanSTag and vlanCTag)' : type === 'DOT1Q' ? ' (DOT1Q uses vlanTag)' : ''}, or set type to '${owner}'.`;
          report(`${base}.${tag}`, `is documented for link protocol type '${owner}' only; the API may ignore or refuse it with type '${type}'.`, {
            receivedText: `${CAMEL[tag]} ${JSON.stringify(lp[tag])} with type '${type}'`,
            allowed: takes(type),
            fix,
          });
        }
      });
    },
  },
  {
    id: `rule:${T}/link-protocol-needs-vlan-tag`,
    summary: 'A DOT1Q link protocol names its vlanTag and a QINQ link protocol its vlanSTag.',
    documentedIn: DOCUMENTED,
    level: 'warning',
    check: (input, report: Report) => {
      eachLinkProtocol(input, (base, lp, type) => {
        const tag = MAIN_TAG[type];
        if (tag === undefined || isSet(lp[tag])) return;
        // A tag of the other type stands in for it: vlan-tags-match-link-protocol says so already.
        if (foreignTags(lp, type).length > 0) return;
        report(`${base}.${tag}`, `is missing; link protocol type '${type}' carries it.`, {
          receivedText: `type '${type}' without ${CAMEL[tag]}`,
          allowed: `a VLAN tag (a whole number) with type '${type}'`,
          fix: `set ${CAMEL[tag]} to the VLAN tag of the connection${type === 'QINQ' ? ' (and vlanCTag to the inner tag, if any)' : ''}.`,
        });
      });
    },
  },
];

export const RULES: TypeRule[] = [...SECRET_RULES, ...LINK_PROTOCOL_RULES, ...REDUNDANCY_RULES, ...ACCESS_POINT_RULES];
