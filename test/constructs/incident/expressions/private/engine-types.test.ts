import { checkAssignable, describeType } from '../../../../../src/constructs/incident/expressions/private/engine-types';
import { incident } from '../../../../../src/index';
import { engineContext, messages } from '../../alerts/alerts-util';

const { AttributeType, Binding } = incident;

describe('checkAssignable', () => {
  test('a single value where a list is taken, and types the library does not know, pass', () => {
    const { ctx, p } = engineContext();
    expect(checkAssignable(ctx, 'f', Binding.literal('a'), { type: AttributeType.string(), array: true }, 'a binding', 'the attribute')).toBe(true);
    expect(checkAssignable(ctx, 'f', Binding.literals(['a', 'b']), {}, 'a binding', 'the attribute')).toBe(true);
    expect(checkAssignable(ctx, 'f', Binding.literal('true'), { type: AttributeType.bool() }, 'a binding', 'the attribute')).toBe(true);
    expect(messages(p)).toEqual([]);
  });

  test('a literal that is no true or false for a Bool', () => {
    const { ctx, p } = engineContext();
    expect(checkAssignable(ctx, 'f', Binding.literal('yes'), { type: AttributeType.bool(), array: false }, 'a binding', 'the attribute')).toBe(false);
    expect(messages(p)).toEqual([
      "f: is \"yes\", which is no true or false. The engine checks a binding against what the attribute takes. Received: Binding.literal(\"yes\"). Allowed: Bool. Fix: write Binding.literal('true') or Binding.literal('false').",
    ]);
  });

  test('describeType', () => {
    expect(describeType({ type: AttributeType.text(), array: true })).toBe('a list of Text');
    expect(describeType({})).toBe('a value of a type the library does not know');
  });
});
