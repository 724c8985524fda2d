import { EquinixBestPractices } from '../../../src/policy/equinix/pack';
import { packDefinition } from '../../../src/policy/pack';
import { ProductionMatcher } from '../../../src/policy/production';
import { errorOf } from '../../util';

test('the Equinix pack: its name and rules; a production matcher of its own', () => {
  const pack = new EquinixBestPractices();
  expect(pack.packName).toBe('Equinix');
  expect(pack.rules.map((r) => `${r.id} ${r.level} ${r.resourceTypes.join(',')}${r.wholeDocument ? ' document' : ''}`)).toEqual([
    'Equinix-N1 error equinix_fabric_connection document', 'Equinix-N2 warning equinix_fabric_connection',
  ]);
  const stage = ProductionMatcher.byLabels({ keys: ['stage'] });
  expect(packDefinition(new EquinixBestPractices({ production: stage }))?.production).toBe(stage);
});

test('JavaScript: a production option that is no matcher is refused, with how to fix it', () => {
  expect(errorOf(() => new EquinixBestPractices({ production: (() => true) as any }))).toBe(
    '[EquinixBestPractices] props.production: is not a production matcher. Received: a function. '
    + 'Allowed: an IProductionMatcher: an object with an isProduction(labels) method. Fix: pass ProductionMatcher.byLabels({ keys, values }), or leave it out for the default (environment or env = prod or production).');
});
