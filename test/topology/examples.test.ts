/**
 * The diagram of every example stack (examples/index.ts) is pinned: test/topology/golden/<id>.md,
 * reviewed by eye (GitHub renders the ```mermaid block). The README shows one of them.
 */
import { App } from 'cdktn';
import { expectGolden } from './golden';
import { EXAMPLES, SETUP } from '../../examples';
import { TerrainSynth } from '../../src';

test.each(Object.keys(EXAMPLES))('the diagram of example %s', (id) => {
  const app = new App();
  SETUP[id]?.(app);
  expectGolden(id, TerrainSynth.topology(new EXAMPLES[id](app, id)));
});
