/**
 * Fuzz targets of the incident catalog L2s: a catalog type with random attributes and random
 * entries (external ids from a small pool, so that they clash, with prototype keys, numbers,
 * unicode and tokens among them; values of any shape), added one by one, in bulk and through a
 * mapper; and two types that refer to each other (entry references, backlinks, paths, lookups of
 * types and entries). Besides the harness's criteria, a type that synthesizes renders every entry
 * it was given, once, in the order of its external id: an entry left out or an external id given
 * twice that was not refused is a failure.
 */
import { Token } from 'cdktn';
import * as fc from 'fast-check';
import { incident } from '../../../src';
import { literalText } from '../../../src/core/l2';
import { call, Case, CaseFailure, FieldSpec, Target } from '../harness';
import { callOf, goodProps, idOf, ident, incidentProvider, listOf, mostly, oddNumber, oddString, opt, props, ref, req, str, tok, word, wrong } from '../incident';

/** Cases per target in CI. */
export const RUNS = 200;

const { CatalogTypeCategory } = incident;
const CATEGORIES = Object.values(CatalogTypeCategory).filter((v) => typeof v === 'string') as string[];
const REPO = 'https://github.com/acme/catalog';

/** External ids: a small pool (so that entries clash), with keys JavaScript treats specially, and anything. */
const externalId = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('payments', 'search', 'ledger', 'checkout', 'Zeta', 'a', 'B') },
  { weight: 3, arbitrary: fc.constantFrom('10', '9', '0', '-1', '1.5', '4294967295', '__proto__', 'constructor', 'toString', '', ' ', 'é', 'e\u0301', '💥', '\uffff', '${var.x}', 'a.b', 'a"b') },
  { weight: 2, arbitrary: ident },
  { weight: 1, arbitrary: oddString },
  { weight: 1, arbitrary: fc.constant(tok('string')) },
  { weight: 1, arbitrary: wrong },
);

/** Local ids of attributes: the values of entries are keyed by these. */
const LOCAL_IDS = ['tier', 'lead', 'languages', 'notes', 'enabled', 'logo'];
const localId = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...LOCAL_IDS) }, { weight: 1, arbitrary: fc.constantFrom('', 'has space', '__proto__', 'Default', 'Entries') }, { weight: 1, arbitrary: wrong });

const catalogAttributeType = (types: fc.Arbitrary<unknown>) => fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('string', 'text', 'bool', 'number', 'avatar').map((m) => call(`CatalogAttributeType.${m}`)) },
  { weight: 2, arbitrary: callOf('CatalogAttributeType.catalogEntry', mostly(types)) },
  { weight: 1, arbitrary: fc.constantFrom('String', 'Custom["Team"]') },
  { weight: 1, arbitrary: wrong },
);

/** A value of an attribute: of the right kind for some attribute, or anything. */
const value = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(word, fc.integer({ min: -5, max: 100 }), fc.boolean(), fc.array(word, { maxLength: 2 })) },
  { weight: 1, arbitrary: fc.oneof(oddString, oddNumber, fc.constant(tok('string')), fc.constant(tok('number')), fc.constant(tok('list'))) },
  { weight: 1, arbitrary: wrong },
);
const values = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...LOCAL_IDS), value, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(word, oddString), value, { maxKeys: 2 }) },
  { weight: 1, arbitrary: wrong },
);
const entryFields = {
  name: req(fc.constantFrom('Payments', 'Search', 'Ledger'), fc.oneof(fc.constant(''), str())),
  aliases: opt(listOf(fc.oneof(word, oddString), 0, 2)),
  rank: opt(fc.integer({ min: 0, max: 10 }), oddNumber),
  values: opt(values),
};
const entryOptions = props(entryFields);
const entryRecord = props({ externalId: req(externalId), ...entryFields });

/** How addEntries gets its entries: records as they are, through a mapper, or a mapper that is wrong. */
type Mapper = 'none' | 'object' | 'function' | 'wrong';

interface EntryOp {
  readonly m: 'addEntry' | 'addEntries' | 'entryRef';
  readonly id?: unknown;
  readonly options?: unknown;
  readonly records?: unknown;
  readonly mapper?: Mapper;
}

const entryOp: fc.Arbitrary<EntryOp> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ m: fc.constant('addEntry' as const), id: externalId, options: entryOptions }) },
  { weight: 2, arbitrary: fc.record({ m: fc.constant('addEntries' as const), records: listOf(entryRecord, 0, 4), mapper: fc.constantFrom<Mapper>('none', 'none', 'object', 'function', 'wrong') }) },
  { weight: 1, arbitrary: fc.record({ m: fc.constant('entryRef' as const), id: externalId }) },
);

const typeSpec = {
  typeName: req(fc.constantFrom('Service', 'Team'), fc.constantFrom('Custom["Service"]', 'CatalogEntry["Team"]', '', 'a"b', 'Service Tier')),
  name: opt(word, str()),
  description: req(fc.constantFrom('What we run'), str()),
  sourceRepoUrl: req(fc.constant(REPO), fc.oneof(fc.constant('github.com/acme'), str())),
  categories: opt(fc.array(fc.constantFrom(...CATEGORIES), { maxLength: 2 }), listOf(fc.constantFrom('Service', 'teams', ''), 0, 2)),
  useNameAsIdentifier: opt(fc.boolean()),
  owningTeamIds: opt(listOf(idOf, 0, 2)),
  manageEntries: opt(fc.constant(true), fc.constant(false)),
  allowEmptyEntries: opt(fc.boolean()),
};
const typeProps = props(typeSpec);

/** The options of `addAttribute` on one type (`types` are the catalog types a reference may name). */
const attributeOptions = (types: fc.Arbitrary<unknown>) => props({
  name: req(fc.constantFrom('Tier', 'Tech lead', 'Languages'), fc.oneof(fc.constant(''), str())),
  type: req(catalogAttributeType(types)),
  array: opt(fc.boolean()),
  schemaOnly: opt(fc.boolean()),
});

/** A record through the mapper: its fields under other names. */
const toRow = (r: unknown) => (r !== null && typeof r === 'object' ? { slug: (r as any).externalId, title: (r as any).name, tags: (r as any).aliases, v: (r as any).values } : r);
const fromRow = (row: any) => ({ externalId: row?.slug, name: row?.title, aliases: row?.tags, values: row?.v });

/** Applies the plan's entry operations; returns the external ids the type was given. */
function addEntries(c: Case, type: incident.CatalogType, ops: readonly EntryOp[]): unknown[] {
  const given: unknown[] = [];
  for (const o of ops) {
    if (o.m === 'entryRef') {
      type.entryRef(c.val(o.id));
      continue;
    }
    if (o.m === 'addEntry') {
      const id = c.val(o.id);
      type.addEntry(id, c.val(o.options));
      given.push(id);
      continue;
    }
    const records = c.val(o.records);
    const mapped = Array.isArray(records) && o.mapper !== 'none' && o.mapper !== 'wrong' ? records.map(toRow) : records;
    switch (o.mapper) {
      case 'object': type.addEntries(mapped, { mapEntry: fromRow }); break;
      case 'function': type.addEntries(mapped, fromRow as any); break;
      case 'wrong': type.addEntries(mapped, { mapEntry: 'externalId' } as any); break;
      default: type.addEntries(mapped);
    }
    if (Array.isArray(records)) given.push(...records.map((r) => (r !== null && typeof r === 'object' ? (r as any).externalId : undefined)));
  }
  return given;
}

/** Valid props half the time, the harness's props otherwise. */
const half = (spec: Record<string, FieldSpec>) => fc.oneof(goodProps(spec), props(spec));

/** JavaScript's own order of the keys of an object: array indices first, by number, then the rest as inserted. */
function isIndex(k: string): boolean {
  return /^(0|[1-9]\d*)$/.test(k) && Number(k) < 2 ** 32 - 1;
}

/**
 * A type that synthesized renders each external id it was given once, in order (the order cdktn
 * writes: JavaScript puts the keys that are array indices first): none left out, none twice.
 */
function checkEntries(c: Case, type: incident.CatalogType | undefined, given: readonly unknown[], error: unknown): void {
  if (error !== undefined || !type?.entriesResource) return;
  const doc = c.stack.toTerraform() as any;
  const entries = doc.resource?.incident_catalog_entries?.[c.stack.getLogicalId(type.entriesResource)]?.entries;
  // No entries, meant (allowEmptyEntries: the L2 answered the L1's empty-entries warning), are the expression tomap({}).
  if (entries === '${tomap({})}') {
    if (given.length) throw new CaseFailure(`${type.node.path} rendered no entries for ${given.length} given`);
    return;
  }
  if (entries === null || typeof entries !== 'object') throw new CaseFailure(`the entries of ${type.node.path} are not rendered: ${JSON.stringify(entries)}`);
  const keys = Object.keys(entries);
  const literal = given.filter((id): id is string => typeof id === 'string' && !Token.isUnresolved(id));
  const tokens = given.length - literal.length;
  if (new Set(literal).size !== literal.length) throw new CaseFailure(`${type.node.path} synthesized with an external id given twice: ${JSON.stringify(literal)}`);
  // The keys are the external ids as Terraform must read them (literal text: `${` and `%{` escaped).
  const rawOf = new Map(literal.map((id) => [literalText(id), id]));
  const missing = literal.filter((id) => !Object.prototype.hasOwnProperty.call(entries, literalText(id)));
  if (missing.length) throw new CaseFailure(`${type.node.path} left out entries without an error: ${JSON.stringify(missing)} (rendered ${JSON.stringify(keys)})`);
  if (keys.length !== literal.length + tokens) throw new CaseFailure(`${type.node.path} rendered ${keys.length} entries for ${given.length} given: ${JSON.stringify(keys)}`);
  const named = keys.filter((k) => !isIndex(k) && rawOf.has(k)).map((k) => rawOf.get(k)!);
  const sorted = [...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (named.join('\u0000') !== sorted.join('\u0000')) throw new CaseFailure(`${type.node.path} renders its entries out of order: ${JSON.stringify(named)}`);
}

/** The type of each local id in the plans that should synthesize, and a value of that type. */
const TYPED: Record<string, [string, boolean, fc.Arbitrary<unknown>]> = {
  tier: ['number', false, fc.integer({ min: 0, max: 5 })],
  lead: ['string', false, word],
  languages: ['string', true, fc.array(word, { maxLength: 2 })],
  notes: ['text', false, fc.constantFrom('Runbook: see the wiki', 'é')],
  enabled: ['bool', false, fc.boolean()],
  logo: ['avatar', false, fc.constant('https://example.com/logo.png')],
};

/** Plans that should synthesize: valid props, typed attributes, entries whose values match them (external ids still clash). */
const goodType = goodProps({ ...typeSpec, manageEntries: opt(fc.constant(true)) });
const goodPlan = fc.tuple(goodType, fc.subarray(Object.keys(TYPED))).chain(([p, ids]) => fc.record({
  props: fc.constant(p),
  attributes: fc.constant(ids.map((id) => [id, { name: `The ${id}`, type: call(`CatalogAttributeType.${TYPED[id][0]}`), array: TYPED[id][1] }])),
  entries: fc.array(fc.oneof(
    { weight: 4, arbitrary: fc.record({ m: fc.constant('addEntry' as const), id: fc.constantFrom('payments', 'search', 'ledger', 'checkout', 'Zeta', 'a', 'B', '10', '9', 'é', '💥'), options: entryOf(ids) }) },
    { weight: 1, arbitrary: fc.record({ m: fc.constant('entryRef' as const), id: fc.constantFrom('payments', 'nobody') }) },
    {
      weight: 1,
      arbitrary: fc.record({
        m: fc.constant('addEntries' as const),
        records: fc.array(fc.tuple(fc.constantFrom('x1', 'x2', 'x3', 'payments'), entryOf(ids)).map(([id, e]) => ({ externalId: id, ...e })), { maxLength: 3 }),
        mapper: fc.constantFrom<Mapper>('none', 'object', 'function'),
      }),
    },
  ), { minLength: 1, maxLength: 6 }),
}));

function entryOf(ids: string[]): fc.Arbitrary<Record<string, unknown>> {
  return goodProps({
    name: req(fc.constantFrom('Payments', 'Search', 'Ledger')),
    aliases: opt(fc.array(word, { maxLength: 2 })),
    rank: opt(fc.integer({ min: 0, max: 10 })),
    values: opt(fc.record(Object.fromEntries(ids.map((id) => [id, TYPED[id][2]])), { requiredKeys: [] })),
  });
}

export const TARGETS: Target[] = [
  {
    name: 'CatalogType entries',
    covers: ['CatalogType', 'CatalogType#addAttribute', 'CatalogType#addEntry', 'CatalogType#addEntries', 'CatalogType#entryRef', 'CatalogAttribute',
      ...['string', 'text', 'bool', 'number', 'avatar'].map((m) => `CatalogAttributeType.${m}`)],
    runs: RUNS,
    providers: [incidentProvider],
    plan: fc.oneof(goodPlan, fc.record({
      props: typeProps,
      attributes: fc.array(fc.tuple(localId, attributeOptions(fc.constant(ref('type')))), { maxLength: 4 }),
      entries: fc.array(entryOp, { maxLength: 6 }),
    })),
    build: (c, plan) => {
      const type = c.set('type', new incident.CatalogType(c.stack, 'Target', c.val(plan.props)));
      for (const [id, options] of plan.attributes) type.addAttribute(c.val(id), c.val(options));
      c.set('given', addEntries(c, type, plan.entries));
    },
    after: (c, error) => checkEntries(c, c.val(ref('type')), c.val(ref('given')) ?? [], error),
  },
  {
    name: 'CatalogType references',
    covers: ['CatalogType.fromTypeName', 'CatalogTypeLookup', 'CatalogAttributeType.catalogEntry', 'CatalogEntry.lookup', 'CatalogEntryLookup'],
    runs: RUNS,
    providers: [incidentProvider],
    plan: fc.record({
      owner: fc.oneof({ weight: 3, arbitrary: fc.constant({ name: 'Owner', type: call('CatalogAttributeType.catalogEntry', ref('teams')) }) },
        { weight: 1, arbitrary: attributeOptions(fc.constantFrom(ref('teams'), ref('pagerDuty'), ref('importedType'))) }),
      ownerArray: fc.boolean(),
      backlink: fc.option(half({ name: req(fc.constant('Services'), str()), backlink: req(mostly(fc.constantFrom(ref('owner'), ref('lead'), ref('importedAttribute')), 8)), type: opt(fc.constant(undefined), callOf('CatalogAttributeType.string')) }), { nil: undefined }),
      path: fc.option(half({ name: req(fc.constant('Tech lead'), str()), path: req(fc.constant([ref('owner'), ref('lead')]), listOf(fc.constantFrom(ref('owner'), ref('lead'), ref('importedAttribute')), 0, 3)), type: req(callOf('CatalogAttributeType.string')) }), { nil: undefined }),
      direct: fc.option(half({ catalogType: req(fc.constantFrom(ref('teams'), ref('services')), fc.oneof(fc.constant(ref('pagerDuty')), wrong)), name: req(fc.constant('Slack channel'), str()), type: req(callOf('CatalogAttributeType.string')) }), { nil: undefined }),
      teams: fc.array(fc.tuple(externalId, fc.option(word, { nil: undefined })), { minLength: 1, maxLength: 3 }),
      services: fc.array(fc.record({
        id: externalId,
        owner: fc.oneof(
          { weight: 3, arbitrary: fc.record({ kind: fc.constant('added'), index: fc.nat(4) }) },
          { weight: 3, arbitrary: fc.record({ kind: fc.constant('entryRef'), id: externalId }) },
          { weight: 2, arbitrary: fc.record({ kind: fc.constant('lookup'), type: fc.constantFrom(ref('teams'), ref('pagerDuty'), ref('importedType')), id: fc.oneof(word, externalId) }) },
          { weight: 2, arbitrary: fc.record({ kind: fc.constant('value'), value }) },
        ),
      }), { maxLength: 3 }),
    }),
    build: (c, plan) => {
      const teams = c.set('teams', new incident.CatalogType(c.stack, 'Team', { typeName: 'Team', description: 'Teams', sourceRepoUrl: REPO }));
      const services = c.set('services', new incident.CatalogType(c.stack, 'Service', { typeName: 'Service', description: 'Services', sourceRepoUrl: REPO }));
      c.set('pagerDuty', incident.CatalogType.fromTypeName(c.stack, 'PagerDuty', 'PagerDutyService'));
      c.set('importedType', incident.CatalogType.fromCatalogTypeAttributes(c.stack, 'ImportedType', { catalogTypeId: '01HIMPORTEDTYPE00000000000', typeName: 'Custom["Region"]' }));
      c.set('importedAttribute', incident.CatalogAttribute.fromCatalogAttributeAttributes(c.stack, 'ImportedAttribute', { catalogAttributeId: '01HIMPORTEDATTRIBUTE000000', catalogType: c.val(ref('importedType')) }));
      c.set('lead', teams.addAttribute('lead', { name: 'Tech lead', type: incident.CatalogAttributeType.string() }));
      const ownerOptions = c.val(plan.owner);
      c.set('owner', services.addAttribute('owner', ownerOptions !== null && typeof ownerOptions === 'object' && !Array.isArray(ownerOptions) && plan.ownerArray ? { ...ownerOptions, array: true } : ownerOptions));
      if (plan.backlink !== undefined) teams.addAttribute('services', c.val(plan.backlink));
      if (plan.path !== undefined) services.addAttribute('lead', c.val(plan.path));
      if (plan.direct !== undefined) new incident.CatalogAttribute(c.stack, 'Direct', c.val(plan.direct));
      const teamIds = c.set('given', plan.teams.map(([id]: [unknown]) => c.val(id)));
      const added = plan.teams.map(([, name]: [unknown, string | undefined], i: number) => teams.addEntry(teamIds[i], { name: name ?? 'Team', values: { lead: 'Jane' } }));
      const given: unknown[] = [];
      for (const s of plan.services) {
        const id = c.val(s.id);
        const o = s.owner;
        const owner = o.kind === 'added' ? added[o.index % added.length]
          : o.kind === 'entryRef' ? teams.entryRef(c.val(o.id))
            : o.kind === 'lookup' ? incident.CatalogEntry.lookup(c.val(o.type), c.val(o.id))
              : c.val(o.value);
        services.addEntry(id, { name: 'Service', values: { owner: plan.ownerArray && o.kind !== 'value' ? [owner] : owner } });
        given.push(id);
      }
      c.set('servicesGiven', given);
    },
    after: (c, error) => {
      checkEntries(c, c.val(ref('teams')), c.val(ref('given')) ?? [], error);
      checkEntries(c, c.val(ref('services')), c.val(ref('servicesGiven')) ?? [], error);
    },
  },
];
