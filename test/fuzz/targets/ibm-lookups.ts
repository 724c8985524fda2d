/**
 * Fuzz targets of the App Configuration lookups: each lookup with random props (an instance or an
 * environment given, a bare guid, or anything; filters by collection, segment and tag; pages in
 * and out of bounds). The instances are test doubles (a construct with a guid, a region and
 * maybe an aliased provider), made per case, one of them of another guid. Besides the harness's
 * criteria, a lookup that synthesizes reads its instance's guid through the instance's provider,
 * has a limit of at least 1 and an offset of at least 0, and warns when it has a limit without an
 * offset (ibm:lookup-limit-without-offset); a filter never names a collection or segment of
 * another instance.
 */
import { TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import * as fc from 'fast-check';
import { TerrainTesting } from '../../../src';
import type { IAppConfiguration } from '../../../src/constructs/ibm/instance/app-configuration-ref';
import { CollectionListLookup } from '../../../src/constructs/ibm/lookups/collection-list-lookup';
import { CollectionLookup } from '../../../src/constructs/ibm/lookups/collection-lookup';
import { EnvironmentListLookup } from '../../../src/constructs/ibm/lookups/environment-list-lookup';
import { EnvironmentLookup } from '../../../src/constructs/ibm/lookups/environment-lookup';
import { FeatureListLookup } from '../../../src/constructs/ibm/lookups/feature-list-lookup';
import { LookupSort, PropertyListLookup } from '../../../src/constructs/ibm/lookups/property-list-lookup';
import { IbmProvider } from '../../../src/generated/ibm/provider';
import { Case, CaseFailure, ident, listOf, oddNumber, oddString, opt, props, ref, req, str, Target, tok, wrong } from '../harness';

/** Cases per target in CI. */
export const RUNS = 300;

/** The classes these targets exercise, by name (test/fuzz/ibm.ts has every class of the ibm index). */
export const CLASSES: Record<string, any> = {
  EnvironmentLookup, CollectionLookup, FeatureListLookup, PropertyListLookup, CollectionListLookup, EnvironmentListLookup,
};

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const OTHER = 'aaaaaaaa-6280-459a-ba98-456aba10d0c7';

class Instance extends Construct implements IAppConfiguration {
  constructor(scope: Construct, id: string, public readonly guid: string, public readonly region: string, public readonly provider?: IbmProvider) {
    super(scope, id);
  }
}

class Child extends Construct {
  public readonly instance: IAppConfiguration;

  constructor(of: IAppConfiguration, private readonly childId: string) {
    super(of, childId);
    this.instance = of;
  }

  public get environmentId(): string {
    return this.childId;
  }

  public get collectionId(): string {
    return this.childId;
  }

  public get segmentId(): string {
    return this.childId;
  }
}

/** The instances and children the plans name: `here` (the default provider), `eu` (an aliased one), `there` (another guid). */
function setUp(c: Case): void {
  const here = c.set('here', new Instance(c.stack, 'Here', GUID, 'us-south'));
  const eu = c.set('eu', new Instance(c.stack, 'Eu', GUID, 'eu-de', new IbmProvider(c.stack, 'ibmEu', { region: 'eu-de', alias: 'eu' })));
  const there = c.set('there', new Instance(c.stack, 'There', OTHER, 'us-south'));
  c.set('prod', new Child(here, 'prod'));
  c.set('euProd', new Child(eu, 'prod'));
  c.set('checkout', new Child(here, 'checkout'));
  c.set('beta', new Child(here, 'beta-users'));
  c.set('foreign', new Child(there, 'foreign-checkout'));
}

const defaultProvider = (stack: TerraformStack) => {
  new IbmProvider(stack, 'ibm', { region: 'us-south' });
};
const instance = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(ref('here'), ref('eu'), ref('there')) }, { weight: 1, arbitrary: fc.constant(GUID) });
const environment = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(ref('prod'), ref('euProd')) }, { weight: 1, arbitrary: fc.constant('prod') });
const children = (...names: string[]) => listOf(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names.map(ref)) }, { weight: 1, arbitrary: fc.constant('checkout') }), 0, 3);
const tags = listOf(fc.oneof({ weight: 4, arbitrary: str(fc.constantFrom('beta', 'ops', '${x}')) }, { weight: 1, arbitrary: fc.constantFrom('a,b', '') }), 0, 3);
const limit = opt(fc.oneof(fc.constantFrom(1, 10, 100), fc.constant(tok('number'))), fc.oneof(oddNumber, fc.constantFrom(0, -1, 2.5)));
const offset = opt(fc.oneof(fc.constantFrom(0, 10), fc.constant(tok('number'))), fc.oneof(oddNumber, fc.constantFrom(-1, 0.5)));

/** What every lookup that synthesized must hold. */
function checkLookup(c: Case, error: unknown, type: string): void {
  if (error !== undefined) return;
  const doc = c.stack.toTerraform() as any;
  const warnings = TerrainTesting.warnings(c.stack);
  for (const [key, body] of Object.entries<any>(doc.data?.[type] ?? {})) {
    if (body.guid !== GUID && body.guid !== OTHER) throw new CaseFailure(`${key} reads guid ${body.guid}`);
    if (body.provider !== undefined && body.provider !== 'ibm.eu') throw new CaseFailure(`${key} reads through ${body.provider}`);
    if (typeof body.limit === 'number' && body.limit < 1) throw new CaseFailure(`${key} limit ${body.limit}`);
    if (typeof body.offset === 'number' && body.offset < 0) throw new CaseFailure(`${key} offset ${body.offset}`);
    if (body.limit !== undefined && body.offset === undefined && !warnings.some((w) => w.includes('[ibm:lookup-limit-without-offset]'))) {
      throw new CaseFailure(`${key} has a limit without an offset and did not warn`);
    }
    if ([...(body.collections ?? []), ...(body.segments ?? [])].includes('foreign-checkout')) throw new CaseFailure(`${key} filters by a collection of another instance`);
  }
}

/** A target of one lookup class: its props, the data source type it reads. */
type LookupClass = new (scope: Construct, id: string, p: any) => unknown;
function target(name: string, type: string, cls: LookupClass, spec: Parameters<typeof props>[0]): Target<any> {
  return {
    name,
    covers: [name],
    runs: RUNS,
    providers: [defaultProvider],
    plan: props(spec),
    build: (c, plan: unknown) => {
      setUp(c);
      new cls(c.stack, 'Target', c.val(plan));
    },
    after: (c, error) => checkLookup(c, error, type),
  };
}

export const TARGETS: Target<any>[] = [
  target('EnvironmentLookup', 'ibm_app_config_environment', EnvironmentLookup, {
    instance: req(instance, wrong), environmentId: req(str(ident), fc.constantFrom('', ' ')),
  }),
  target('CollectionLookup', 'ibm_app_config_collection', CollectionLookup, {
    instance: req(instance, wrong), collectionId: req(str(ident), fc.constantFrom('', ' ')),
  }),
  target('FeatureListLookup', 'ibm_app_config_features', FeatureListLookup, {
    environment: req(environment, wrong),
    collections: opt(children('checkout', 'foreign'), wrong),
    segments: opt(children('beta', 'foreign'), wrong),
    tags: opt(tags, oddString),
    limit,
    offset,
  }),
  target('PropertyListLookup', 'ibm_app_config_properties', PropertyListLookup, {
    environment: req(environment, wrong),
    collections: opt(children('checkout'), wrong),
    segments: opt(children('beta'), wrong),
    tags: opt(tags, oddString),
    sort: opt(fc.constantFrom(...Object.values(LookupSort)), fc.constantFrom('updatedTime', 'NAME')),
    limit,
    offset,
  }),
  target('CollectionListLookup', 'ibm_app_config_collections', CollectionListLookup, { instance: req(instance, wrong), limit, offset }),
  target('EnvironmentListLookup', 'ibm_app_config_environments', EnvironmentListLookup, { instance: req(instance, wrong), tags: opt(tags, oddString), limit, offset }),
];
