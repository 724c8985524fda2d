/**
 * Type rules of `equinix_fabric_connection` (SPEC 2.4 accessPoint.linkProtocol): the VLAN tags of
 * each side's link protocol belong to its type. DOT1Q carries vlanTag; QINQ carries vlanSTag and
 * vlanCTag; UNTAGGED and EVPN_VXLAN carry none.
 */
import { items, known, Report, str, TypeRule } from '../../core/type-rules';

const T = 'equinix_fabric_connection';
const SOURCE = 'SPEC 2.4 accessPoint linkProtocol (vlanTag for DOT1Q; vlanSTag and vlanCTag for QINQ)';

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

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/vlan-tags-match-link-protocol`,
    summary: 'A link protocol carries only the VLAN tags of its type: vlanTag for DOT1Q, vlanSTag and vlanCTag for QINQ, none for UNTAGGED and EVPN_VXLAN.',
    source: SOURCE,
    check: (input, report: Report) => {
      eachLinkProtocol(input, (base, lp, type) => {
        for (const tag of Object.keys(TYPE_OF)) {
          if (!known(lp[tag]) || TAGS_OF[type].includes(tag)) continue;
          const owner = TYPE_OF[tag];
          const instead = type === 'QINQ' && tag === 'vlan_tag' ? ' (QINQ uses vlanSTag and vlanCTag)'
            : type === 'DOT1Q' && owner === 'QINQ' ? ' (DOT1Q uses vlanTag)' : '';
          report(`${base}.${tag}`, `is valid only with link protocol type '${owner}'.`, {
            receivedText: `${CAMEL[tag]} ${JSON.stringify(lp[tag])} with type '${type}'`,
            allowed: takes(type),
            fix: `remove ${CAMEL[tag]}${instead}, or set type to '${owner}'.`,
          });
        }
      });
    },
  },
  {
    id: `rule:${T}/link-protocol-needs-vlan-tag`,
    summary: 'A DOT1Q link protocol names its vlanTag and a QINQ link protocol its vlanSTag.',
    source: SOURCE,
    level: 'warning',
    check: (input, report: Report) => {
      eachLinkProtocol(input, (base, lp, type) => {
        const tag = type === 'DOT1Q' ? 'vlan_tag' : type === 'QINQ' ? 'vlan_s_tag' : undefined;
        if (tag === undefined || (lp[tag] !== undefined && lp[tag] !== null)) return;
        report(`${base}.${tag}`, `is missing; link protocol type '${type}' carries it.`, {
          receivedText: `type '${type}' without ${CAMEL[tag]}`,
          allowed: `a VLAN tag (a whole number) with type '${type}'`,
          fix: `set ${CAMEL[tag]} to the VLAN tag of the connection${type === 'QINQ' ? ' (and vlanCTag to the inner tag, if any)' : ''}.`,
        });
      });
    },
  },
];
