import { AtlasBestPractices } from '../../../src/policy/atlas/pack';
import { packDefinition } from '../../../src/policy/pack';
import { ProductionMatcher } from '../../../src/policy/production';
import { errorOf } from '../../util';

test('the Atlas pack: its name, its rules in order, each described; the default production matcher', () => {
  const pack = new AtlasBestPractices();
  expect(pack.packName).toBe('Atlas');
  expect(pack.rules.map((r) => `${r.id} ${r.level}${r.wholeDocument ? ' document' : ''}`)).toEqual([
    'Atlas-C1 error', 'Atlas-C2 error', 'Atlas-C3 error', 'Atlas-C4 warning', 'Atlas-C5 warning', 'Atlas-C6 warning', 'Atlas-C7 warning',
    'Atlas-P1 warning document', 'Atlas-U1 error', 'Atlas-U2 warning',
  ]);
  expect(packDefinition(pack)?.production).toBe(ProductionMatcher.DEFAULT);
  const live = ProductionMatcher.byLabels({ keys: ['stage'], values: ['live'] });
  expect(packDefinition(new AtlasBestPractices({ production: live }))?.production).toBe(live);
});

test('JavaScript: a production option that is no matcher is refused, with how to fix it', () => {
  expect(errorOf(() => new AtlasBestPractices({ production: { environment: 'prod' } as any }))).toBe(
    '[AtlasBestPractices] props.production: is not a production matcher. Received: an object with keys environment. '
    + 'Allowed: an IProductionMatcher: an object with an isProduction(labels) method. Fix: pass ProductionMatcher.byLabels({ keys, values }), or leave it out for the default (environment or env = prod or production).');
});
