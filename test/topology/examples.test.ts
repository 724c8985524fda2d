/**
 * The diagram of every example stack (examples/index.ts) is pinned: test/topology/golden/<id>.md,
 * reviewed by eye (GitHub renders the ```mermaid block). The README shows one of them.
 */
import * as fs from 'fs';
import * as path from 'path';
import { App } from 'cdktn';
import { expectGolden, GOLDEN_DIR } from './golden';
import { EXAMPLES, SETUP } from '../../examples';
import { TerrainSynth } from '../../src';

test.each(Object.keys(EXAMPLES))('the diagram of example %s', (id) => {
  const app = new App();
  SETUP[id]?.(app);
  expectGolden(id, TerrainSynth.topology(new EXAMPLES[id](app, id)));
});

test('the README shows the diagram of the policy example as pinned', () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  const shown = /<!-- snippet: test\/topology\/golden\/policy-platform\.md -->\n(```mermaid\n[\s\S]*?```\n)/.exec(readme)?.[1];
  const golden = fs.readFileSync(path.join(GOLDEN_DIR, 'policy-platform.md'), 'utf8');
  expect(shown).toBe(/```mermaid\n[\s\S]*?```\n/.exec(golden)?.[0]);
});
