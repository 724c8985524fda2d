/**
 * Bandwidth: whole Mbps, written by the library from Mbps or Gbps; the Fabric API's bounds (more
 * than 0, at most 100 Gbps) and a fraction of an Mbps are errors, and no speed in the bounds warns
 * (a cloud's list is the connection's: fabric-connection.test.ts); a token in Mbps is taken as it is.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { bind, equinixStack } from '../equinix-util';

const { Bandwidth } = equinix;

describe('Bandwidth', () => {
  test('any whole number of Mbps from 1 to 100 Gbps, in Mbps or Gbps, renders its Mbps without a warning (Fabric has no list of its own)', () => {
    const speeds = [
      Bandwidth.mbps(1), Bandwidth.mbps(50), Bandwidth.mbps(100), Bandwidth.mbps(1234),
      Bandwidth.gbps(1), Bandwidth.gbps(25), Bandwidth.gbps(100), Bandwidth.mbps(100000),
    ];
    for (const b of speeds) {
      const r = bind((ctx) => b._bind(ctx, 'bandwidth'));
      expect(r.error).toBeUndefined();
      expect(r.warnings).toEqual([]);
      expect(r.value).toBe(b.mbpsValue);
    }
    expect(speeds.map((b) => b.mbpsValue)).toEqual([1, 50, 100, 1234, 1000, 25000, 100000, 100000]);
    expect(Bandwidth.gbps(0.2).mbpsValue).toBe(200);
  });

  test('more than 100 Gbps is an error, in the unit it was written in (equinix:bandwidth-max)', () => {
    expect(bind((ctx) => Bandwidth.gbps(200)._bind(ctx, 'bandwidth')).error).toBe(
      "[test/Target] bandwidth: is 200 Gbps: the Fabric API takes at most 100 Gbps (100000 Mbps) for a connection. Received: \"Bandwidth.gbps(200)\". Allowed: more than 0 Mbps and at most 100 Gbps. Fix: write at most Bandwidth.gbps(100) (the L1 takes any integer: resource.addOverride('bandwidth', 200000)).");
    expect(bind((ctx) => Bandwidth.mbps(100001)._bind(ctx, 'bandwidth')).error).toContain('bandwidth: is 100001 Mbps: the Fabric API takes at most 100 Gbps (100000 Mbps) for a connection.');
  });

  test('0 or less is an error (equinix:bandwidth-positive)', () => {
    expect(bind((ctx) => Bandwidth.mbps(0)._bind(ctx, 'bandwidth')).error).toBe(
      '[test/Target] bandwidth: is 0 Mbps: a connection carries more than 0. Received: "Bandwidth.mbps(0)". Allowed: more than 0 Mbps and at most 100 Gbps. Fix: write the speed of the connection, e.g. Bandwidth.mbps(50).');
    expect(bind((ctx) => Bandwidth.gbps(-1)._bind(ctx, 'bandwidth')).error).toContain('bandwidth: is -1 Gbps: a connection carries more than 0.');
  });

  test('a fraction of an Mbps is an error (equinix:bandwidth-whole)', () => {
    expect(bind((ctx) => Bandwidth.mbps(1.5)._bind(ctx, 'bandwidth')).error).toBe(
      '[test/Target] bandwidth: is 1.5 Mbps, not a whole number of Mbps. Received: "Bandwidth.mbps(1.5)". Allowed: a whole number of Mbps. Fix: write Bandwidth.mbps(2).');
    expect(bind((ctx) => Bandwidth.gbps(0.0005)._bind(ctx, 'bandwidth')).error).toContain('bandwidth: is 0.5 Mbps, not a whole number of Mbps.');
  });

  test('JavaScript: no number is an error (equinix:bandwidth-number)', () => {
    expect(bind((ctx) => Bandwidth.mbps('50' as any)._bind(ctx, 'bandwidth')).error).toBe(
      '[test/Target] bandwidth: expected a number of Mbps. Received: "50". Allowed: a whole number of Mbps, e.g. Bandwidth.mbps(50). Fix: write Bandwidth.mbps(50) or Bandwidth.gbps(10).');
  });

  test('a number token in Mbps is taken as it is; in Gbps it cannot be converted (equinix:bandwidth-token-gbps)', () => {
    const stack = equinixStack();
    const v = new TerraformVariable(stack, 'speed', { type: 'number' }).numberValue;
    const r = bind((ctx) => Bandwidth.mbps(v)._bind(ctx, 'bandwidth'));
    expect(r.error).toBeUndefined();
    expect(r.value).toBe(v);
    expect(bind((ctx) => Bandwidth.gbps(v)._bind(ctx, 'bandwidth')).error).toMatch(
      /^\[test\/Target\] bandwidth: is a token in Gbps: the construct cannot convert it to the Mbps the provider takes\. Received: "Bandwidth\.gbps\(.*\)"\. Allowed: Bandwidth\.mbps\(<number token>\), or a number of Gbps\. Fix: write Bandwidth\.mbps\(token\), with the token in Mbps\.$/);
  });
});
