/**
 * The JSON of every example stack (and so of every README snippet, which come from the examples)
 * is pinned byte for byte: a refactor must not change what users deploy. The fixtures were taken
 * before the L2 kit was introduced. After a deliberate change of the output, rewrite them with
 * UPDATE_GOLDEN=1 npx jest test/golden, and say in the commit why the JSON changed.
 */
import * as fs from 'fs';
import * as path from 'path';
import { App, Testing } from 'cdktn';
import { EXAMPLES, SETUP } from '../../examples';

const DIR = path.join(__dirname, 'fixtures');

test.each(Object.keys(EXAMPLES))('example %s synthesizes the pinned JSON', (id) => {
  const app = new App();
  SETUP[id]?.(app);
  const stack = new EXAMPLES[id](app, id);
  const json = `${JSON.stringify(JSON.parse(Testing.synth(stack, true)), null, 2)}\n`;
  const file = path.join(DIR, `${id}.json`);
  if (process.env.UPDATE_GOLDEN) {
    fs.mkdirSync(DIR, { recursive: true });
    fs.writeFileSync(file, json);
  }
  expect(json).toBe(fs.readFileSync(file, 'utf8'));
});
