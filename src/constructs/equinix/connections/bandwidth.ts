import { speed } from './private/connection-rules';
import { BindContext, describedAs, isUnresolved } from '../../../core/l2/index';
import { MAX_BANDWIDTH_MBPS } from '../../../facts/equinix/bandwidth';

/**
 * The bandwidth of a Fabric connection: `Bandwidth.mbps(50)`, `Bandwidth.gbps(10)`. The provider
 * takes whole Mbps; the library writes them.
 *
 * The Fabric API takes more than 0 and at most 100 Gbps (100000 Mbps); 0, less, more, or a speed
 * that is no whole number of Mbps is an error. Fabric has no list of speeds of its own: the service
 * profile (or the port) of the other end decides which it takes, at apply. A cloud's hosted
 * connection is sold at the speeds the cloud documents (AWS Direct Connect 50 Mbps to 25 Gbps, Azure
 * ExpressRoute 50 Mbps to 10 Gbps, Google Partner Interconnect 50 Mbps to 50 Gbps, each a list of
 * steps): a connection to one at another speed warns (`equinix:bandwidth-tier`) and is sent as
 * written. A number token is taken as it is.
 */
export abstract class Bandwidth {
  /**
   * A bandwidth in Mbps, e.g. `Bandwidth.mbps(50)`.
   * @param mbps whole Mbps (a number token is taken as it is)
   */
  public static mbps(mbps: number): Bandwidth {
    return new Speed(mbps, 1, `Bandwidth.mbps(${String(mbps)})`);
  }

  /**
   * A bandwidth in Gbps, e.g. `Bandwidth.gbps(10)` (10000 Mbps).
   * @param gbps Gbps, a whole number of Mbps once multiplied by 1000
   */
  public static gbps(gbps: number): Bandwidth {
    return new Speed(gbps, 1000, `Bandwidth.gbps(${String(gbps)})`);
  }

  /** The bandwidth in Mbps, as given (not checked: a construct checks it where it is used). */
  public abstract readonly mbpsValue: number;

  /**
   * @internal Checks the bandwidth (problems under `field`, warnings on the construct) and returns
   * the Mbps the provider takes, or undefined when it is unusable.
   */
  public abstract _bind(ctx: BindContext, field: string): number | undefined;
}

/** A speed given in a unit. */
class Speed extends Bandwidth {
  public readonly mbpsValue: number;

  constructor(private readonly amount: unknown, private readonly unit: number, private readonly source: string) {
    super();
    this.mbpsValue = typeof amount === 'number' && unit !== 1 && !isUnresolved(amount) ? amount * unit : amount as number;
  }

  public _bind(ctx: BindContext, field: string): number | undefined {
    const a = this.amount;
    if (typeof a === 'number' && isUnresolved(a)) {
      // A token in Gbps cannot be multiplied at synth: it is refused; in Mbps it is taken.
      if (this.unit === 1) return a;
      ctx.problems.add(field, 'is a token in Gbps: the construct cannot convert it to the Mbps the provider takes.', {
        id: 'equinix:bandwidth-token-gbps', received: this.source, allowed: 'Bandwidth.mbps(<number token>), or a number of Gbps', fix: 'write Bandwidth.mbps(token), with the token in Mbps.',
      });
      return undefined;
    }
    if (typeof a !== 'number' || Number.isNaN(a)) {
      ctx.problems.add(field, `expected a number of ${this.unit === 1 ? 'Mbps' : 'Gbps'}.`, {
        id: 'equinix:bandwidth-number', received: a, allowed: 'a whole number of Mbps, e.g. Bandwidth.mbps(50)', fix: 'write Bandwidth.mbps(50) or Bandwidth.gbps(10).',
      });
      return undefined;
    }
    const mbps = Math.round(a * this.unit * 1e6) / 1e6;
    if (!(mbps > 0)) {
      ctx.problems.add(field, `is ${this.unit === 1 ? `${a} Mbps` : `${a} Gbps`}: a connection carries more than 0.`, {
        id: 'equinix:bandwidth-positive', received: this.source, allowed: `more than 0 Mbps and at most ${speed(MAX_BANDWIDTH_MBPS)}`, fix: 'write the speed of the connection, e.g. Bandwidth.mbps(50).',
      });
      return undefined;
    }
    if (mbps > MAX_BANDWIDTH_MBPS) {
      ctx.problems.add(field, `is ${this.unit === 1 ? `${a} Mbps` : `${a} Gbps`}: the Fabric API takes at most ${speed(MAX_BANDWIDTH_MBPS)} (${MAX_BANDWIDTH_MBPS} Mbps) for a connection.`, {
        id: 'equinix:bandwidth-max',
        received: this.source,
        allowed: `more than 0 Mbps and at most ${speed(MAX_BANDWIDTH_MBPS)}`,
        fix: `write at most Bandwidth.gbps(${MAX_BANDWIDTH_MBPS / 1000}) (the L1 takes any integer: resource.addOverride('bandwidth', ${Number.isSafeInteger(mbps) ? mbps : '<Mbps>'})).`,
      });
      return undefined;
    }
    if (!Number.isSafeInteger(mbps)) {
      const near = Math.max(1, Math.round(mbps));
      ctx.problems.add(field, `is ${mbps} Mbps, not a whole number of Mbps.`, {
        id: 'equinix:bandwidth-whole', received: this.source, allowed: 'a whole number of Mbps', fix: `write Bandwidth.mbps(${near}).`,
      });
      return undefined;
    }
    return mbps;
  }
}
describedAs(Speed, 'Bandwidth');
