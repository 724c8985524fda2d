import { BindContext, describedAs, describeValue, isUnresolved } from '../../../core/l2/index';
import type { EquinixFabricConnectionASideAccessPointLinkProtocol as RenderedLinkProtocol } from '../../../generated/equinix/fabric-connection/index';

/**
 * How a port access point tags the connection's traffic: `LinkProtocol.untagged()`,
 * `LinkProtocol.dot1q(1976)` (one VLAN tag) or `LinkProtocol.qinq(2019, 2112)` (an outer tag and
 * an optional inner one). The type matches the port's encapsulation. The range of a tag (2 to 4092)
 * is the provider's value check, reported on the connection's L1.
 */
export abstract class LinkProtocol {
  /** No VLAN tag (`UNTAGGED`): the port carries this connection only. */
  public static untagged(): LinkProtocol {
    return new Tags('UNTAGGED', {});
  }

  /**
   * One VLAN tag (`DOT1Q`), on a DOT1Q port.
   * @param vlanTag the VLAN tag, 2 to 4092
   */
  public static dot1q(vlanTag: number): LinkProtocol {
    return new Tags('DOT1Q', { vlanTag });
  }

  /**
   * An outer (service) VLAN tag and an optional inner (customer) one (`QINQ`), on a QINQ port.
   * @param vlanSTag the outer tag, 2 to 4092
   * @param vlanCTag the inner tag, 2 to 4092
   */
  public static qinq(vlanSTag: number, vlanCTag?: number): LinkProtocol {
    return new Tags('QINQ', { vlanSTag, vlanCTag });
  }

  /** The provider's type: `UNTAGGED`, `DOT1Q` or `QINQ`. */
  public abstract readonly type: string;

  /** @internal Checks the tags (problems under `field`) and returns the link protocol block, or undefined. */
  public abstract _bind(ctx: BindContext, field: string): RenderedLinkProtocol | undefined;

  /**
   * @internal The link protocol block in Terraform's names (`{ type: 'DOT1Q', vlan_tag: 300 }`), for
   * a fix that writes it through the L1; undefined when a tag is a token or no number.
   */
  public abstract _terraformBlock(): { readonly [name: string]: string | number } | undefined;
}

const FACTORY: Record<string, string> = { DOT1Q: 'LinkProtocol.dot1q(vlanTag)', QINQ: 'LinkProtocol.qinq(vlanSTag, vlanCTag?)' };

/** A link protocol and its tags. */
class Tags extends LinkProtocol {
  constructor(public readonly type: string, private readonly tags: { vlanTag?: unknown; vlanSTag?: unknown; vlanCTag?: unknown }) {
    super();
  }

  public _bind(ctx: BindContext, field: string): RenderedLinkProtocol | undefined {
    const before = ctx.problemCount;
    const required = this.type === 'DOT1Q' ? ['vlanTag'] : this.type === 'QINQ' ? ['vlanSTag'] : [];
    for (const k of ['vlanTag', 'vlanSTag', 'vlanCTag'] as const) {
      const v = this.tags[k];
      if ((v === undefined || v === null) && !required.includes(k)) continue;
      if (typeof v === 'number' && (isUnresolved(v) || !Number.isNaN(v))) continue;
      ctx.problems.add(`${field}.${k}`, v === undefined || v === null ? 'is required.' : 'expected a VLAN tag, a number.', {
        id: 'equinix:vlan-tag-number',
        received: v,
        allowed: 'a VLAN tag, a whole number from 2 to 4092 (or a number token)',
        fix: `write ${FACTORY[this.type]} with numbers, e.g. ${this.type === 'DOT1Q' ? 'LinkProtocol.dot1q(1976)' : 'LinkProtocol.qinq(2019, 2112)'}${typeof v === 'string' && /^\d+$/.test(v) ? ` (${describeValue(v)} without the quotes)` : ''}.`,
      });
    }
    if (ctx.problemCount > before) return undefined;
    const t = this.tags as { vlanTag?: number; vlanSTag?: number; vlanCTag?: number };
    return {
      type: this.type,
      ...(t.vlanTag !== undefined && t.vlanTag !== null ? { vlanTag: t.vlanTag } : {}),
      ...(t.vlanSTag !== undefined && t.vlanSTag !== null ? { vlanSTag: t.vlanSTag } : {}),
      ...(t.vlanCTag !== undefined && t.vlanCTag !== null ? { vlanCTag: t.vlanCTag } : {}),
    };
  }

  public _terraformBlock(): { readonly [name: string]: string | number } | undefined {
    const out: { [name: string]: string | number } = { type: this.type };
    for (const [k, name] of [['vlanTag', 'vlan_tag'], ['vlanSTag', 'vlan_s_tag'], ['vlanCTag', 'vlan_c_tag']] as const) {
      const v = this.tags[k];
      if (v === undefined || v === null) continue;
      if (typeof v !== 'number' || isUnresolved(v) || !Number.isFinite(v)) return undefined;
      out[name] = v;
    }
    return out;
  }
}
describedAs(Tags, 'LinkProtocol');
