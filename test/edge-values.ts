/**
 * Edge values a caller in JavaScript (or another jsii language) can pass where the public API
 * expects something else: every primitive, odd strings, lists and objects of every shape (null
 * prototype, own `__proto__` and `constructor` keys, cycles, getters that throw, proxies), built-in
 * and class instances, tokens and constructs. Each is made fresh for each call (`make`), in the
 * app of the call. Shared by test/core/edge-inputs.test.ts and the API fuzz target.
 */
import { App, Fn, Lazy, TerraformStack, TerraformVariable, Token } from 'cdktn';
import { Construct } from 'constructs';
import { AtlasBestPractices, Duration, mongodbatlas, ProductionMatcher, RemovalPolicy } from '../src';

/** What an edge value may be made in: the app and stack of the call. */
export interface EdgeContext {
  readonly app: App;
  readonly stack: TerraformStack;
}

/**
 * Tags of an edge value, for what the entry points accept:
 * - `construct`, `app`, `stack`: a construct of the call's app (and which kind);
 * - `unset`: undefined or null;
 * - `noOptions`: an object literal that sets no option ({}, no prototype, frozen, a key set to undefined);
 * - `plain`: an object literal or an object without prototype;
 * - `pack`: a policy pack; `matcher`: a production matcher;
 * - `number`: a finite number, 0 or more; `stringList`: a list of non-empty strings.
 */
export type EdgeTag = 'construct' | 'app' | 'stack' | 'unset' | 'noOptions' | 'plain' | 'pack' | 'matcher' | 'number' | 'stringList';

export interface Edge {
  readonly name: string;
  readonly make: (c: EdgeContext) => unknown;
  readonly tags?: readonly EdgeTag[];
}

const e = (name: string, make: (c: EdgeContext) => unknown, ...tags: EdgeTag[]): Edge => ({ name, make, tags });

function cycle(): unknown {
  const o: any = { a: 1 };
  o.self = o;
  o.list = [o];
  return o;
}

function deep(n: number): unknown {
  let o: any = {};
  for (let i = 0; i < n; i++) o = { o };
  return o;
}

function throwingGetter(): unknown {
  const o = {};
  Object.defineProperty(o, 'overwrite', { enumerable: true, get: () => { throw new Error('getter: secret-in-getter'); } });
  return o;
}

function hostileProxy(): unknown {
  const boom = () => { throw new Error('trap: secret-in-trap'); };
  return new Proxy({}, {
    get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom, set: boom, defineProperty: boom,
  });
}

function revokedProxy(): unknown {
  const r = Proxy.revocable({}, {});
  r.revoke();
  return r.proxy;
}

class Thing {
  public readonly x = 1;
}

class Getters {
  public get boom(): string {
    throw new Error('getter on prototype');
  }
}

/** The edge values (about 110). */
export const EDGES: readonly Edge[] = [
  // Primitives
  e('undefined', () => undefined, 'unset'),
  e('null', () => null, 'unset'),
  e('true', () => true),
  e('false', () => false),
  e('0', () => 0, 'number'),
  e('-0', () => -0, 'number'),
  e('1', () => 1, 'number'),
  e('-1', () => -1),
  e('0.5', () => 0.5, 'number'),
  e('NaN', () => NaN),
  e('Infinity', () => Infinity),
  e('-Infinity', () => -Infinity),
  e('1e308', () => 1e308, 'number'),
  e('2 ** 53', () => 2 ** 53, 'number'),
  e('123456789012', () => 123456789012, 'number'),
  e('10n', () => BigInt(10)),
  e('Symbol()', () => Symbol('edge')),
  e("Symbol.for('x')", () => Symbol.for('x')),
  // Strings
  e("''", () => ''),
  e("' '", () => ' '),
  e("'x'", () => 'x'),
  e("'__proto__'", () => '__proto__'),
  e("'constructor'", () => 'constructor'),
  e("'toString'", () => 'toString'),
  e("'hasOwnProperty'", () => 'hasOwnProperty'),
  e("'${var.x}'", () => '${var.x}'),
  e("'%{ if x }y%{ endif }'", () => '%{ if x }y%{ endif }'),
  e("'\\u0000'", () => '\u0000'),
  e("'\\ud800'", () => '\ud800'),
  e("'💥'", () => '💥'),
  e("'\\n'", () => '\n'),
  e("'a' x 10000", () => 'a'.repeat(10000)),
  e("'null'", () => 'null'),
  e("'undefined'", () => 'undefined'),
  e("'[object Object]'", () => '[object Object]'),
  e("'{}'", () => '{}'),
  e("'Atlas-C1'", () => 'Atlas-C1'),
  e("'value:t.a'", () => 'value:t.a'),
  e("'rule:t/n'", () => 'rule:t/n'),
  e("'RETAIN'", () => 'RETAIN'),
  e("'destroy'", () => 'destroy'),
  e("'prod'", () => 'prod'),
  e("'1h30m'", () => '1h30m'),
  // Functions
  e('() => 1', () => () => 1),
  e('function named()', () => function named() { return 1; }),
  e('class {}', () => class Anonymous {}),
  e('async () => 1', () => async () => 1),
  // Lists
  e('[]', () => [], 'stringList'),
  e('[undefined]', () => [undefined]),
  e('[null]', () => [null]),
  e('[1, 2]', () => [1, 2]),
  e("['a']", () => ['a'], 'stringList'),
  e("['']", () => ['']),
  e("[, 'a'] (a hole)", () => [, 'a']), // eslint-disable-line no-sparse-arrays
  e('new Array(5)', () => new Array(5)),
  e('new Array(2 ** 32 - 1)', () => new Array(2 ** 32 - 1)),
  e('a list holding itself', () => { const a: unknown[] = []; a.push(a); return a; }),
  e('[{}]', () => [{}]),
  e('[[]]', () => [[]]),
  e("['__proto__', 'constructor']", () => ['__proto__', 'constructor'], 'stringList'),
  e('a list with a property', () => Object.assign(['a'], { overwrite: true }), 'stringList'),
  // Objects
  e('{}', () => ({}), 'noOptions', 'plain'),
  e('Object.create(null)', () => Object.create(null), 'noOptions', 'plain'),
  e('Object.freeze({})', () => Object.freeze({}), 'noOptions', 'plain'),
  e('{ a: undefined }', () => ({ a: undefined }), 'noOptions', 'plain'),
  e("no prototype, { a: 'b' }", () => Object.assign(Object.create(null), { a: 'b' }), 'plain'),
  e('JSON.parse(\'{"__proto__": 1}\')', () => JSON.parse('{"__proto__": 1}'), 'plain'),
  e('JSON.parse(\'{"__proto__": {"polluted": true}}\')', () => JSON.parse('{"__proto__": {"polluted": true}}'), 'plain'),
  e('{ constructor: 1 }', () => ({ constructor: 1 }), 'plain'),
  e('{ constructor: null }', () => ({ constructor: null }), 'plain'),
  e('{ constructor: { name: {} } }', () => ({ constructor: { name: Object.create(null) } }), 'plain'),
  e('{ toString: 1 }', () => ({ toString: 1 }), 'plain'),
  e('{ valueOf: 1 }', () => ({ valueOf: 1 }), 'plain'),
  e('{ hasOwnProperty: 1 }', () => ({ hasOwnProperty: 1 }), 'plain'),
  e('{ toJSON() throws }', () => ({ toJSON: () => { throw new Error('toJSON: secret'); } }), 'plain'),
  e('an object holding itself', cycle, 'plain'),
  e('1000 levels deep', () => deep(1000), 'plain'),
  e('10000 keys', () => Object.fromEntries(Array.from({ length: 10000 }, (_, i) => [`k${i}`, i])), 'plain'),
  e('a symbol key', () => ({ [Symbol('s')]: 1 }), 'noOptions', 'plain'),
  e('a getter that throws', throwingGetter),
  e('a proxy whose every trap throws', hostileProxy),
  e('a revoked proxy', revokedProxy),
  e("{ resolve: 'x' }", () => ({ resolve: 'x' }), 'plain'),
  e("{ node: 'x' }", () => ({ node: 'x' }), 'plain'),
  e("{ packName: 'Mine', rules: [] }", () => ({ packName: 'Mine', rules: [] }), 'plain'),
  e('{ isProduction: 1 }', () => ({ isProduction: 1 }), 'plain'),
  // Instances
  e('new Date(0)', () => new Date(0)),
  e('new Date(NaN)', () => new Date(NaN)),
  e("new Map([['a', 'b']])", () => new Map([['a', 'b']])),
  e('new Set([1])', () => new Set([1])),
  e('new WeakMap()', () => new WeakMap()),
  e('/re/', () => /re/),
  e("new Error('secret')", () => new Error('secret')),
  e('Promise.resolve()', () => Promise.resolve()),
  e('new Uint8Array(2)', () => new Uint8Array(2)),
  e("Buffer.from('x')", () => Buffer.from('x')),
  e("new String('x')", () => new String('x')), // eslint-disable-line no-new-wrappers
  e('new Number(1)', () => new Number(1)), // eslint-disable-line no-new-wrappers
  e('new Boolean(false)', () => new Boolean(false)), // eslint-disable-line no-new-wrappers
  e('a class instance', () => new Thing()),
  e('an instance whose getter throws', () => new Getters()),
  // Tokens
  e('a string token', (c) => new TerraformVariable(c.stack, `v${n++}`, { type: 'string' }).stringValue),
  e('a number token', (c) => new TerraformVariable(c.stack, `v${n++}`, { type: 'number' }).numberValue),
  e('a list token', (c) => new TerraformVariable(c.stack, `v${n++}`, { type: 'list(string)' }).listValue),
  e('a map token', (c) => Token.asStringMap(new TerraformVariable(c.stack, `v${n++}`, { type: 'map(string)' }).value), 'plain'),
  e('Lazy.anyValue', () => Lazy.anyValue({ produce: () => 'lazy' })),
  e('Lazy.stringValue', () => Lazy.stringValue({ produce: () => 'a-lazy-reason-of-length' })),
  e("Fn.join('-', ['a'])", () => Fn.join('-', ['a'])),
  e('a TerraformVariable', (c) => new TerraformVariable(c.stack, `v${n++}`, { type: 'string' }), 'construct'),
  // Constructs
  e('the app', (c) => c.app, 'construct', 'app'),
  e('the stack', (c) => c.stack, 'construct', 'stack'),
  e('a construct in the stack', (c) => new Construct(c.stack, `c${n++}`), 'construct'),
  e('an L1 in the stack', (c) => new mongodbatlas.MongodbatlasProvider(c.stack, `p${n++}`, {}), 'construct'),
  e('a construct without app', () => new Construct(undefined as any, ''), 'construct'),
  e("another app's stack", () => new TerraformStack(new App(), 'other'), 'construct', 'stack'),
  // Values of this library
  e('new AtlasBestPractices()', () => new AtlasBestPractices(), 'pack'),
  e('ProductionMatcher.DEFAULT', () => ProductionMatcher.DEFAULT, 'matcher'),
  e('Duration.minutes(5)', () => Duration.minutes(5)),
  e('RemovalPolicy.DESTROY', () => RemovalPolicy.DESTROY),
];

let n = 0;

/** Whether an edge value has a tag. */
export function has(edge: Edge, tag: EdgeTag): boolean {
  return edge.tags?.includes(tag) ?? false;
}
