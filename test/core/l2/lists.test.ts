import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { checkLayoutItem, checkLayoutList, instanceOf, instancesOf, Problems, pushLayoutItem } from '../../../src/core/l2';
import { errorOf } from '../../util';

const ITEM = '{ name }';

describe('layout lists', () => {
  test('a list of objects is kept; nothing given is an empty list', () => {
    const p = new Problems();
    expect(checkLayoutList(p, 'zones', [{ name: 'a' }], ITEM)).toEqual([{ name: 'a' }]);
    expect(checkLayoutList(p, 'zones', undefined, ITEM)).toEqual([]);
    expect(p.list).toEqual([]);
  });

  test('a token list, a non-list and non-object items are problems with a fix', () => {
    const s = new TerraformStack(new App(), 's');
    const p = new Problems();
    expect(checkLayoutList(p, 'x.zones', new TerraformVariable(s, 'z', { type: 'list(string)' }).listValue as any, ITEM)).toEqual([]);
    expect(checkLayoutList(p, 'zones', { name: 'a' } as any, ITEM)).toEqual([]);
    expect(checkLayoutList(p, 'zones', [{ name: 'a' }, 'b'] as any, ITEM)).toEqual([]);
    checkLayoutItem(p, 'zones[3]', 7, ITEM);
    expect(p.list.map((x) => `${x.field}: ${x.problem} Fix: ${x.fix}`)).toEqual([
      'x.zones: must be a list known at synth, not a token. Fix: write the zones in code; the construct lays them out and checks them at synth.',
      'zones: expected a list. Fix: wrap it in [ ].',
      'zones[1]: expected an object. Fix: write the item as an object literal with the fields shown.',
      'zones[3]: expected an object. Fix: write the item as an object literal with the fields shown.',
    ]);
  });

  test('pushLayoutItem checks the item at its index, then appends it', () => {
    const s = new TerraformStack(new App(), 's');
    const list: any[] = [{ name: 'a' }];
    pushLayoutItem(s, list, 'zones', { name: 'b' }, ITEM);
    expect(list).toHaveLength(2);
    expect(errorOf(() => pushLayoutItem(s, list, 'zones', 'c' as any, ITEM))).toBe(
      '[s] zones[2]: expected an object. Received: "c". Allowed: { name }. Fix: write the item as an object literal with the fields shown.');
  });
});

test('an ItemType of a secret: what was passed instead is described by its kind only', () => {
  const p = new Problems();
  const PASSWORD = { name: 'DatabasePassword', example: 'DatabasePassword.fromToken(secret)', sensitive: true, is: (_x: unknown): _x is object => false };
  instanceOf(p, 'authentication.password', 987654321098 as any, PASSWORD);
  instancesOf(p, 'passwords', ['S3cr3t'] as any, PASSWORD);
  expect(p.list.map((x) => `${x.field}: ${x.received}`)).toEqual([
    'authentication.password: a number (not shown: the field is sensitive)',
    'passwords[0]: a string (not shown: the field is sensitive)',
  ]);
});
