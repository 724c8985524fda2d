/**
 * What the App Configuration lookups share: the instance (or environment) they read from, the page
 * a list lookup reads (`limit`, `offset`), the tag filter, and the filters by collection and
 * segment; with the rules of those props, one record each and on whose word.
 *
 * The list data sources (data_source_ibm_app_config_{features,properties,collections,environments}.go,
 * provider v2.5.0, their Read functions) read pages of 10 records from `offset` (0 unless given),
 * following `next`, until the last page: every record from `offset` on. With `limit` they read ONE
 * page of `limit` records from `offset` and stop.
 */
import {
  article, contractIdOf, dependable, Fn, IConstruct, isKnown, isUnresolved, knownDifferent,
  listOf, Problems, PropRule, TerraformDataSource, TerraformResource, TerraformStack, warn, wholeNumberOf,
} from '../../../../core/l2/index';
import type { ICollection } from '../../collections/collection-ref';
import type { IEnvironment } from '../../environments/environment-ref';
import type { IAppConfiguration } from '../../instance/app-configuration-ref';
import type { ISegment } from '../../segments/segment-ref';

const SDK = 'the App Configuration admin Go SDK (appconfigurationv1, ListFeaturesOptions, ListPropertiesOptions, ListCollectionsOptions, ListEnvironmentsOptions)';

/** Every rule of the lookups' props, with its id. */
export const LOOKUP_RULES: ReadonlyArray<PropRule<unknown> & { readonly id: string }> = [
  {
    id: 'ibm:lookup-limit',
    name: 'limit is a whole number of records, at least 1',
    documentedIn: `${SDK}: Limit "The number of records to retrieve" (an int64; the SDK states no bound, a page of no record reads nothing)`,
    level: 'error',
  },
  {
    id: 'ibm:lookup-offset',
    name: 'offset is a whole number of records, at least 0',
    documentedIn: `${SDK}: Offset "The number of records to skip" (an int64; the SDK states no bound)`,
    level: 'error',
  },
  {
    id: 'ibm:lookup-limit-without-offset',
    name: 'a limit without an offset reads the first page only',
    documentedIn: 'ibm/service/appconfiguration/data_source_ibm_app_config_features.go: dataSourceIbmAppConfigFeaturesRead (and the properties, collections and environments '
      + 'data sources: with limit set, one request from offset, 0 unless given; without it, every page from offset)',
    level: 'warning',
    warningId: 'ibm:lookup-limit-without-offset',
  },
  {
    id: 'ibm:lookup-tag',
    name: 'a tag has no comma',
    documentedIn: `${SDK}: Tags "Specify the parameter as a list of comma separated tags" (the lookups join the tags with commas)`,
    level: 'error',
  },
  {
    id: 'ibm:lookup-other-instance',
    name: 'a collection or segment filter is of the environment\'s instance',
    contract: 'the lookup reads one instance (the environment\'s guid): a collection or segment of another instance names nothing in it',
  },
];

/** How to refer to an instance, for the fixes. */
export const INSTANCE_EXAMPLE = "AppConfiguration.fromGuid(this, 'AppConfig', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' })";

/** The instance given at `field` (its guid read once), or undefined with a problem. */
export function instanceOf(p: Problems, field: string, x: unknown): IAppConfiguration | undefined {
  if (typeof x === 'string') {
    p.add(field, 'expected an IAppConfiguration, not a guid.', {
      id: 'l2:expected-contract',
      received: x,
      allowed: `an IAppConfiguration, e.g. ${INSTANCE_EXAMPLE}`,
      fix: `refer to the instance by its guid and region: ${field}: AppConfiguration.fromGuid(this, 'AppConfig', { guid: ${JSON.stringify(x)}, region: 'us-south' }) (with the instance's region).`,
    });
    return undefined;
  }
  const guid = contractIdOf(p, field, x, { name: 'IAppConfiguration', key: 'guid', example: INSTANCE_EXAMPLE });
  return guid === undefined ? undefined : x as IAppConfiguration;
}

/** The environment given at `field`, with its instance, or undefined with a problem. */
export function environmentOf(p: Problems, field: string, x: unknown): IEnvironment | undefined {
  const id = contractIdOf(p, field, x, { name: 'IEnvironment', key: 'environmentId', example: "appConfig.environmentFromId('Prod', 'prod')" });
  if (id === undefined) return undefined;
  return instanceOf(p, `${field}.instance`, (x as IEnvironment).instance) === undefined ? undefined : x as IEnvironment;
}

/** The page a list lookup reads. */
interface Page {
  readonly limit?: number;
  readonly offset?: number;
}

/** The page of a list lookup: `limit` and `offset` checked, and the warning of a limit without an offset. */
export function pageOf(scope: IConstruct, p: Problems, props: Page): Page {
  const count = (field: 'limit' | 'offset', min: number, id: string, what: string, fix: string): number | undefined => {
    const v: unknown = props[field];
    if (typeof v === 'number' && isKnown(v) && Number.isSafeInteger(v) && v < min) {
      p.add(field, `is below ${min}: it is the number of records to ${what}.`, { id, received: v, allowed: `a whole number of records, ${min} or more`, fix });
      return undefined;
    }
    return wholeNumberOf(p, field, v, { unit: 'records', min });
  };
  const limit = count('limit', 1, 'ibm:lookup-limit', 'read', 'set limit: 1 or more, or remove it to read every record.');
  const offset = count('offset', 0, 'ibm:lookup-offset', 'skip', 'set offset: 0 or more, or remove it to read from the first record.');
  if (limit !== undefined && (props.offset === undefined || props.offset === null)) {
    const records = isUnresolved(limit) ? 'limit' : limit;
    warn(scope, 'ibm:lookup-limit-without-offset', `limit is set without offset: the data source reads one page of ${records} records from the first one, `
      + 'not every record (it reads them all only without limit). Fix: set offset: 0 to read the first page on purpose, or remove limit to read every record.');
  }
  return { limit, offset };
}

/** The tags of a filter, joined with commas as the API takes them; a tag with a comma is a problem. */
export function tagsOf(p: Problems, tags: readonly string[] | undefined): string | undefined {
  const list = listOf(p, 'tags', tags, { of: 'tags', allowed: 'a list of tags, e.g. [\'beta\', \'checkout\']' });
  if (list === undefined) return undefined;
  if (isUnresolved(list)) return Fn.join(',', list);
  const before = p.length;
  list.forEach((t, i) => {
    if (typeof t !== 'string') {
      p.add(`tags[${i}]`, 'expected a string.', { id: 'l2:expected-string', received: t, allowed: 'a tag', fix: 'write the tag as a string.' });
    } else if (isKnown(t) && t.includes(',')) {
      p.add(`tags[${i}]`, 'has a comma: the API takes the tags as one comma-separated list, so it would read two tags.', {
        id: 'ibm:lookup-tag', received: t, allowed: 'a tag without a comma', fix: `write each tag as an item: ${JSON.stringify(t.split(',').map((x) => x.trim()).filter((x) => x !== ''))}.`,
      });
    }
  });
  return p.length > before || !list.length ? undefined : list.join(',');
}

/** The ids of the collections or segments a list lookup filters by, each of the environment's instance. */
export function filterIdsOf(
  p: Problems, field: 'collections' | 'segments', items: ReadonlyArray<ICollection | ISegment> | undefined, instance: IAppConfiguration | undefined,
): string[] | undefined {
  const kind = field === 'collections'
    ? { name: 'ICollection', key: 'collectionId', example: "appConfig.addCollection('checkout')" }
    : { name: 'ISegment', key: 'segmentId', example: "appConfig.addSegment('beta-users', { rules: [SegmentRule.attribute('email').endsWith('@example.com')] })" };
  const list = listOf(p, field, items, { of: kind.name, allowed: `a list of ${kind.name}`, knownFix: `list the ${field} in code, e.g. [${kind.example}].` });
  if (list === undefined) return undefined;
  const ids: string[] = [];
  const cls = field === 'collections' ? 'Collection' : 'Segment';
  list.forEach((item, i) => {
    if (typeof item === 'string') {
      p.add(`${field}[${i}]`, `expected ${article(kind.name)} ${kind.name}, not an id.`, {
        id: 'l2:expected-contract',
        received: item,
        allowed: `${article(kind.name)} ${kind.name}, e.g. ${kind.example}`,
        fix: `refer to it by its id: ${cls}.from${cls}Attributes(this, ${JSON.stringify(item)}, { instance: appConfig, ${kind.key}: ${JSON.stringify(item)} }), or pass the one you made, e.g. ${kind.example}.`,
      });
      return;
    }
    const id = contractIdOf(p, `${field}[${i}]`, item, kind);
    if (id === undefined) return;
    const guid = (item as ICollection).instance?.guid;
    if (instance !== undefined && knownDifferent(guid, instance.guid)) {
      p.add(`${field}[${i}]`, `is of another instance (guid ${guid}) than the environment's (${instance.guid}): it names nothing there.`, {
        id: 'ibm:lookup-other-instance', received: id, allowed: `${article(kind.name)} ${kind.name} of the instance ${instance.guid}`, fix: `pass ${field} of the environment's instance, or look up in the other instance's environment.`,
      });
      return;
    }
    ids.push(id);
  });
  return ids.length ? ids : undefined;
}

/**
 * Makes a data source read after the resources this app makes of the objects it filters on (an
 * environment, its collections and segments): a data source that depends on a resource with
 * changes is read at apply, after them, not at plan, where a first deployment has none of them yet.
 * Objects this app does not make (referred to, looked up) are not waited for.
 */
export function readAfter(dataSource: TerraformDataSource, objects: ReadonlyArray<IConstruct | undefined>): void {
  const stack = TerraformStack.of(dataSource);
  const made = objects
    .map((o) => o?.node.defaultChild)
    .filter((r): r is TerraformResource => r instanceof TerraformResource && TerraformStack.of(r) === stack);
  if (made.length) dataSource.dependsOn = [...(dataSource.dependsOn ?? []), ...made.map((r) => dependable(r))];
}
