import { App, TerraformStack } from 'cdktn';
import { addWarning } from '../../../src/core/base/annotations';

test('a warning carries its id in brackets, once per construct', () => {
  const s = new TerraformStack(new App(), 's');
  addWarning(s, 'terrain:x', 'something to look at');
  addWarning(s, 'terrain:x', 'something to look at');
  expect(s.node.metadata.filter((m) => m.type === '@cdktf/warn').map((m) => m.data)).toEqual(['[terrain:x] something to look at']);
});
