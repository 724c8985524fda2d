import { definePack, IPolicyPack, noProps, packDefinition, PolicyLevel, productionProp, ruleInfos } from '../../src/policy/pack';
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

test('productionProp: the production matcher of a pack\'s props, or undefined (the default) when left out', () => {
  const live = ProductionMatcher.byLabels({ keys: ['stage'], values: ['live'] });
  expect([productionProp('Demo', { production: live }), productionProp('Demo', {}), productionProp('Demo', undefined)]).toEqual([live, undefined, undefined]);
});

test('productionProp refuses a production option that is no matcher, props that are no object and an unknown key, with how to fix it', () => {
  expect(errorOf(() => productionProp('Demo', { production: { isProduction: true } }))).toBe(
    '[Demo] props.production: is not a production matcher. Received: an object with keys isProduction. '
    + 'Allowed: an IProductionMatcher: an object with an isProduction(labels) method. '
    + 'Fix: pass ProductionMatcher.byLabels({ keys, values }), or leave it out for the default (environment or env = prod or production).');
  expect(errorOf(() => productionProp('Demo', 'x'))).toBe(
    '[Demo] props: expected an object literal. Received: "x". Allowed: an object with some of the keys production. '
    + 'Fix: pass the props as an object literal, e.g. { production: ... }, or leave it out.');
  expect(errorOf(() => productionProp('Demo', { prodution: ProductionMatcher.DEFAULT }))).toBe(
    "[Demo] props.prodution: unknown key. Received: \"prodution\". Allowed: production. Fix: write 'production' instead of 'prodution'.");
});

test('noProps: a pack without props takes no argument (undefined included) and refuses any other', () => {
  expect(() => noProps('Demo', [] as unknown as IArguments)).not.toThrow();
  expect(() => noProps('Demo', [undefined] as unknown as IArguments)).not.toThrow();
  expect(errorOf(() => noProps('Demo', [{ production: ProductionMatcher.DEFAULT }] as unknown as IArguments))).toBe(
    '[Demo] props: is not taken: this pack has no props. Received: an object with keys production. Allowed: no argument. Fix: write new Demo().');
});
