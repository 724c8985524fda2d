/**
 * The input descriptions of the generated L1s (src/core/runtime/descriptors.ts): field names
 * (camelCase of the Terraform name unless the generator gave one), the words for types in
 * messages, and what counts as a plain object. The renderer that reads them is tested in
 * render.test.ts.
 */
import {
  byName, byTf, CHECKS, DEPRECATED, ELEMENT_META_KEYS, Field, isPlainObject, nameOf, PROVIDER_META_KEYS, REQUIRED, SENSITIVE, Struct, typeWord,
} from '../../../src/core/runtime/descriptors';

describe('field names', () => {
  test('a field is named by the camelCase of its Terraform name, or by the name the generator gave (an escape)', () => {
    const s: Struct = { f: [{ t: 'project_id', y: 's' }, { t: 'count', n: 'countAttribute', y: 'n' }, { t: 'mongo_db_major_version', y: 's' }] };
    expect([...byName(s).keys()]).toEqual(['projectId', 'countAttribute', 'mongoDbMajorVersion']);
    expect([...byTf(s).keys()]).toEqual(['project_id', 'count', 'mongo_db_major_version']);
    expect(byTf(s).get('count')).toBe(byName(s).get('countAttribute'));
    expect(s.f.map(nameOf)).toEqual(['projectId', 'countAttribute', 'mongoDbMajorVersion']);
  });

  test('the index is built once per struct: later lookups return the same maps', () => {
    const s: Struct = { f: [{ t: 'name', y: 's' }] };
    expect(byName(s)).toBe(byName(s));
    expect(byTf(s)).toBe(byTf(s));
    expect(byName(s).get('nmae')).toBeUndefined();
  });
});

test('the flags are distinct bits; checks are on unless a benchmark turns them off', () => {
  // eslint-disable-next-line no-bitwise
  expect([REQUIRED, SENSITIVE, DEPRECATED, REQUIRED | SENSITIVE | DEPRECATED]).toEqual([1, 2, 4, 7]);
  expect(CHECKS.on).toBe(true);
});

test('the meta-arguments of resources and data sources, and of providers', () => {
  expect([...ELEMENT_META_KEYS]).toEqual(['dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'provisioners', 'connection']);
  expect([...PROVIDER_META_KEYS]).toEqual(['alias']);
});

test('typeWord: how messages name each kind of type', () => {
  const nested = (k: 'o' | 'l' | 's' | 'm', one?: 1) => ({ k, s: { f: [] as Field[] }, one });
  expect(['s', 'n', 'b', 'a'].map((y) => typeWord(y as 's'))).toEqual(['a string', 'a number', 'a boolean', 'any value']);
  expect([typeWord(['l', 's']), typeWord(['s', 'n']), typeWord(['m', 'a']), typeWord(['l', ['m', 'b']]), typeWord(['m', ['s', ['l', 's']]])]).toEqual([
    'a list (array) of strings', 'a set (array) of numbers', 'a map of any values', 'a list (array) of maps of booleans',
    'a map of sets (array) of lists (array) of strings',
  ]);
  expect([typeWord(nested('o')), typeWord(nested('l', 1)), typeWord(nested('l')), typeWord(nested('s')), typeWord(nested('m'))]).toEqual([
    'a single object (struct)', 'a single object (struct)', 'a list (array) of objects', 'a list (array) of objects', 'a map of objects',
  ]);
});

test('isPlainObject: an object literal or an object without prototype; not an array, a class instance, null or a primitive', () => {
  expect([isPlainObject({}), isPlainObject({ a: 1 }), isPlainObject(Object.create(null))]).toEqual([true, true, true]);
  expect([isPlainObject([]), isPlainObject(new Date()), isPlainObject(new (class A {})()), isPlainObject(null), isPlainObject('x'), isPlainObject(undefined)])
    .toEqual([false, false, false, false, false, false]);
});
