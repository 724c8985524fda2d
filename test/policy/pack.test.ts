import { definePack, IPolicyPack, packDefinition, PolicyLevel, ruleInfos } from '../../src/policy/pack';
import { ProductionMatcher } from '../../src/policy/production';
import { DocumentRule, ResourceRule } from '../../src/policy/rule';
import { errorOf } from '../util';

const resource: ResourceRule = { id: 'Demo-C1', level: 'error', summary: 's', explanation: 'e', fix: 'f', types: ['demo_widget'], check: () => undefined };
const document: DocumentRule = { id: 'Demo-P1', level: 'warning', summary: 's2', explanation: 'e2', fix: 'f2', types: ['demo_widget', 'demo_flow'], document: true, check: () => undefined };

test('PolicyLevel: the two levels as plain strings', () => {
  expect([PolicyLevel.ERROR, PolicyLevel.WARNING]).toEqual(['error', 'warning']);
});

test('ruleInfos: the public description of each rule', () => {
  expect(ruleInfos([resource, document])).toEqual([
    { id: 'Demo-C1', level: 'error', summary: 's', explanation: 'e', fix: 'f', resourceTypes: ['demo_widget'], wholeDocument: false },
    { id: 'Demo-P1', level: 'warning', summary: 's2', explanation: 'e2', fix: 'f2', resourceTypes: ['demo_widget', 'demo_flow'], wholeDocument: true },
  ]);
});

test('definePack links a pack object to its rules (the default matcher unless given); any other object has no definition', () => {
  const pack: IPolicyPack = { packName: 'Demo', rules: [] };
  definePack(pack, 'Demo', [resource], undefined);
  expect(packDefinition(pack)).toEqual({ name: 'Demo', rules: [resource], production: ProductionMatcher.DEFAULT });
  expect([packDefinition({ packName: 'Demo', rules: [] }), packDefinition(null), packDefinition('Demo')]).toEqual([undefined, undefined, undefined]);
});

test('definePack refuses a production matcher without isProduction, with how to fix it', () => {
  expect(errorOf(() => definePack({ packName: 'Demo', rules: [] }, 'Demo', [resource], null as any))).toBe(
    'Demo pack: production must be an IProductionMatcher, an object with an isProduction(labels) method (received object). '
    + 'Fix: pass ProductionMatcher.byLabels({ keys, values }), or leave it out for the default (environment or env = prod or production).');
});
