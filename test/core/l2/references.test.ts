import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { Errors } from '../../../src';
import { describedAs, describeValue, importedAttribute } from '../../../src/core/l2';
import { errorOf } from '../../util';

test('an attribute given at import is returned; a missing one is an error naming it', () => {
  const s = new TerraformStack(new App(), 's');
  expect(importedAttribute(s, 'X.fromXAttributes', 'projectId', 'p')).toBe('p');
  expect(errorOf(() => importedAttribute(s, 'X.fromXAttributes', 'alertId', undefined))).toBe(
    '[s] alertId: is unknown: this construct was made with X.fromXAttributes, which was not given alertId. '
    + 'Fix: pass alertId in the attributes, or read it from the construct that defines the resource.');
});

test('the error is a ValidationError (the fuzzer found a plain Error, test/fuzz/identity.fuzz.test.ts)', () => {
  const s = new TerraformStack(new App(), 's');
  let thrown: unknown;
  try {
    importedAttribute(s, 'X.fromXAttributes', 'alertId', undefined);
  } catch (e) {
    thrown = e;
  }
  expect(Errors.isValidationError(thrown)).toBe(true);
});

describe('describedAs', () => {
  test('a private class is named in messages by what it stands for; its own subclasses are not', () => {
    class ImportedThing extends Construct {}
    class Kind {}
    expect(describeValue(new ImportedThing(new App(), 'before'))).toBe("the ImportedThing 'before'");
    expect(describedAs(ImportedThing, 'IThing')).toBe(ImportedThing);
    expect(describeValue(new ImportedThing(new App(), 'after'))).toBe("the IThing 'after'");
    describedAs(Kind, 'CloudAccessProvider');
    class Sub extends Kind {}
    expect([describeValue(new Kind()), describeValue(new Sub())]).toEqual(['a CloudAccessProvider', 'a Sub']);
  });
});
