/**
 * LinkProtocol: the provider's type and the tags of that type only; a tag that is no number is an
 * error here, its range (2 to 4092) the L1's value check.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { bind, equinixStack } from '../equinix-util';

const { LinkProtocol } = equinix;

describe('LinkProtocol', () => {
  test('untagged, dot1q and qinq render the type and its tags (as the provider\'s examples write them)', () => {
    expect(bind((ctx) => LinkProtocol.untagged()._bind(ctx, 'lp')).value).toEqual({ type: 'UNTAGGED' });
    expect(bind((ctx) => LinkProtocol.dot1q(1976)._bind(ctx, 'lp')).value).toEqual({ type: 'DOT1Q', vlanTag: 1976 });
    expect(bind((ctx) => LinkProtocol.qinq(2019, 2112)._bind(ctx, 'lp')).value).toEqual({ type: 'QINQ', vlanSTag: 2019, vlanCTag: 2112 });
    expect(bind((ctx) => LinkProtocol.qinq(1976)._bind(ctx, 'lp')).value).toEqual({ type: 'QINQ', vlanSTag: 1976 });
    expect(LinkProtocol.qinq(1976).type).toBe('QINQ');
  });

  test('_terraformBlock: the block in the provider\'s names, for a fix that writes it through the L1; none when a tag is a token or no number', () => {
    expect(LinkProtocol.untagged()._terraformBlock()).toEqual({ type: 'UNTAGGED' });
    expect(LinkProtocol.dot1q(300)._terraformBlock()).toEqual({ type: 'DOT1Q', vlan_tag: 300 });
    expect(LinkProtocol.qinq(2019, 2112)._terraformBlock()).toEqual({ type: 'QINQ', vlan_s_tag: 2019, vlan_c_tag: 2112 });
    const s = equinixStack();
    expect(LinkProtocol.dot1q(new TerraformVariable(s, 'Tag', { type: 'number' }).numberValue)._terraformBlock()).toBeUndefined();
    expect(LinkProtocol.dot1q('300' as any)._terraformBlock()).toBeUndefined();
  });

  test('a tag that is no number is an error (equinix:vlan-tag-number)', () => {
    expect(bind((ctx) => LinkProtocol.dot1q('1976' as any)._bind(ctx, 'aSide.linkProtocol')).error).toBe(
      '[test/Target] aSide.linkProtocol.vlanTag: expected a VLAN tag, a number. Received: "1976". Allowed: a VLAN tag, a whole number from 2 to 4092 (or a number token). Fix: write LinkProtocol.dot1q(vlanTag) with numbers, e.g. LinkProtocol.dot1q(1976) ("1976" without the quotes).');
    expect(bind((ctx) => LinkProtocol.qinq(undefined as any, 'x' as any)._bind(ctx, 'lp')).error).toBe(
      '[test/Target] 2 problems:\n'
      + '  - lp.vlanSTag: is required. Received: undefined. Allowed: a VLAN tag, a whole number from 2 to 4092 (or a number token). Fix: write LinkProtocol.qinq(vlanSTag, vlanCTag?) with numbers, e.g. LinkProtocol.qinq(2019, 2112).\n'
      + '  - lp.vlanCTag: expected a VLAN tag, a number. Received: "x". Allowed: a VLAN tag, a whole number from 2 to 4092 (or a number token). Fix: write LinkProtocol.qinq(vlanSTag, vlanCTag?) with numbers, e.g. LinkProtocol.qinq(2019, 2112).');
  });

  test('the range is the L1\'s: 5000 is rendered, and the connection\'s value check reports it', () => {
    expect(bind((ctx) => LinkProtocol.dot1q(5000)._bind(ctx, 'lp')).value).toEqual({ type: 'DOT1Q', vlanTag: 5000 });
  });

  test('number tokens are taken as they are', () => {
    const v = new TerraformVariable(equinixStack(), 'tag', { type: 'number' }).numberValue;
    expect(bind((ctx) => LinkProtocol.qinq(v, v)._bind(ctx, 'lp')).value).toEqual({ type: 'QINQ', vlanSTag: v, vlanCTag: v });
  });
});
