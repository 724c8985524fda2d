import { App, TerraformStack } from 'cdktn';
import { addWarning } from '../../../src/core/base/annotations';

test('a warning carries its id in brackets, once per construct', () => {
  const s = new TerraformStack(new App(), 's');
  addWarning(s, 'terrain:x', 'something to look at');
  addWarning(s, 'terrain:x', 'something to look at');
  expect(s.node.metadata.filter((m) => m.type === '@cdktf/warn').map((m) => m.data)).toEqual(['[terrain:x] something to look at']);
});

test('a warning is one line: control characters in it (a construct id, a value) are escaped', () => {
  const s = new TerraformStack(new App(), 's');
  addWarning(s, 'terrain:x', 'the id \u0000 and a\nnewline');
  expect(s.node.metadata.map((m) => m.data)).toEqual(['[terrain:x] the id \\u0000 and a\\u000anewline']);
});
