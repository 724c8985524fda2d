import { App, Lazy, TerraformStack } from 'cdktn';
import { OptionKeys, Problems } from '../../../src/core/l2';
import { errorOf } from '../../util';

const KEYS = new OptionKeys<'ThingProps' | 'Part' | 'Secret'>({
  ThingProps: { name: 0, pitEnabled: 0, parts: 'Part[]', main: 'Part', byName: '{Part}', apiKey: 0 },
  Part: { size: 0, secret: 'Secret' },
  Secret: { value: 0 },
});

function problems(value: unknown): string[] {
  const p = new Problems();
  KEYS.check(p, value, 'ThingProps');
  return p.list.map((x) => `${x.field}: ${x.problem} Received: ${x.received}. Fix: ${x.fix}`);
}

describe('option keys', () => {
  test('known keys pass, at every depth; undefined values are no keys', () => {
    expect(problems({ name: 'a', parts: [{ size: 1, secret: { value: 'x' } }], main: { size: 2 }, byName: { a: { size: 3 } }, pitEnable: undefined })).toEqual([]);
  });

  test('an unknown key is named with the closest known one, nested keys with their path; the value is never shown', () => {
    expect(problems({ pitEnable: true, parts: [{ size: 1 }, { sise: 2 }], main: { secret: { valeu: 'hunter2' } }, byName: { a: { szie: 3 } } })).toEqual([
      "pitEnable: unknown option; did you mean pitEnabled? Received: the key 'pitEnable'. Fix: write 'pitEnabled' instead of 'pitEnable'.",
      "parts[1].sise: unknown option; did you mean size? Received: the key 'sise'. Fix: write 'size' instead of 'sise'.",
      "main.secret.valeu: unknown option; did you mean value? Received: the key 'valeu'. Fix: write 'value' instead of 'valeu'.",
      "byName.a.szie: unknown option; did you mean size? Received: the key 'szie'. Fix: write 'size' instead of 'szie'.",
    ]);
  });

  test('a key far from every known one says what is allowed; a prefixed key finds the one it ends with', () => {
    const p = new Problems();
    KEYS.check(p, { colour: 'red', datadogApiKey: 'k' }, 'ThingProps');
    expect(p.list.map((x) => [x.field, x.problem, x.allowed, x.fix])).toEqual([
      ['colour', 'unknown option.', 'the options of ThingProps: name, pitEnabled, parts, main, byName, apiKey', "remove 'colour', or check its spelling against ThingProps."],
      ['datadogApiKey', 'unknown option; did you mean apiKey?', 'the options of ThingProps: name, pitEnabled, parts, main, byName, apiKey', "write 'apiKey' instead of 'datadogApiKey'."],
    ]);
  });

  test('__proto__, constructor and objects without a prototype are data', () => {
    const bare = Object.create(null);
    bare.nmae = 'x';
    expect(problems(bare)).toEqual(["nmae: unknown option; did you mean name? Received: the key 'nmae'. Fix: write 'name' instead of 'nmae'."]);
    expect(problems(JSON.parse('{"__proto__": {"x": 1}, "constructor": 1}')).map((x) => x.split(':')[0])).toEqual(['__proto__', 'constructor']);
  });

  test('tokens, lists and class instances are left to the checks of their field', () => {
    expect(problems({ main: Lazy.anyValue({ produce: () => ({ nope: 1 }) }), parts: 'x', byName: [1] })).toEqual([]);
  });

  test('props: an object with known keys, or one ValidationError naming the construct', () => {
    const s = new TerraformStack(new App(), 's');
    expect(KEYS.props(s, { name: 'a' }, 'ThingProps')).toEqual({ name: 'a' });
    expect(errorOf(() => KEYS.props(s, undefined, 'ThingProps'))).toBe(
      "[s] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    expect(errorOf(() => KEYS.props(s, { nam: 'a' }, 'ThingProps'))).toBe(
      "[s] nam: unknown option; did you mean name? Received: the key 'nam'. Allowed: the options of ThingProps: name, pitEnabled, parts, main, byName, apiKey. Fix: write 'name' instead of 'nam'.");
  });

  test('hasUnknownKey', () => {
    expect([KEYS.hasUnknownKey({ name: 1 }, 'ThingProps'), KEYS.hasUnknownKey({ x: 1 }, 'ThingProps'), KEYS.hasUnknownKey(5, 'ThingProps')]).toEqual([false, true, false]);
  });
});
