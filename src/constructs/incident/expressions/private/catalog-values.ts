/**
 * Values of catalog-typed subjects: a condition on an alert attribute of catalog entries, a
 * binding of one, the fallback of an expression that returns entries. They take catalog entries
 * (`type.entryRef('payments')`, `CatalogEntry.lookup(type, 'Payments')`, an entry id pasted from
 * the dashboard, or a token), rendered as the entry's id. Not part of the public API.
 *
 * What the API resolves: the engine's bindings take "the literal value of the step parameter"
 * (internal/client/client.gen.go: EngineParamBindingValueV2, v6.3.0), which for a catalog-typed
 * parameter is the entry's id: the provider's docs and acceptance tests take it from the catalog
 * entry data sources (docs/resources/alert_route.md: "express the template ID using a catalog
 * entry data source"; internal/provider/incident_alert_source_resource_test.go:
 * testAccAlertSourceResourceConfigIssue342 binds Priority to
 * `data.incident_catalog_entries.priorities.catalog_entries[0].id`). Only a catalog entry's own
 * attribute values also resolve an external id or an alias (CatalogEntryEngineParamBindingValueV3:
 * "can be the ID, external ID, or one of the aliases of that catalog entry"): not the engine's.
 * So an id (26 letters and digits) and a token pass; any other string is refused, naming the
 * entry to pass when it is the external id, an alias or the name of an entry the app defines.
 */
import type { EngineContext } from './engine';
import { describeValue, isLiteralText, sameValue, ValidationError, ValidationProblem } from '../../../../core/l2/index';
import type { ICatalogEntry } from '../../catalog/catalog-entry-ref';
import type { ICatalogType } from '../../catalog/catalog-type-ref';
// The entries a CatalogType of the app defines: the catalog room publishes no contract for them
// (ICatalogType does not list its entries), so the expressions room reads the catalog's state.
import { catalogTypeState, typeNameOf } from '../../catalog/private/catalog-state';
import type { AttributeType } from '../attribute-type';

/** What an id incident.io gives looks like (a ULID: 26 letters and digits), e.g. `01HXYZ...`. */
const ENTRY_ID = /^[0-9A-Za-z]{26}$/;

/** Whether `v` is a catalog entry (an `ICatalogEntry`; a JavaScript caller can pass anything). */
export function isCatalogEntry(v: unknown): v is ICatalogEntry {
  return v !== null && typeof v === 'object' && 'catalogEntryId' in v && 'catalogType' in v;
}

/** How messages name a catalog type: its type name, else what it is. */
export function describeCatalogType(t: unknown): string {
  const name = typeNameOf(t as ICatalogType);
  return name !== undefined && isLiteralText(name) ? name : describeValue(t);
}

/** How messages name an entry: `CatalogEntry.lookup(AlertPriority, "P1")`, `the entry "payments" of Custom["Team"]`. */
export function describeEntry(e: ICatalogEntry): string {
  const x = e as unknown as { identifier?: unknown; externalId?: unknown; catalogType?: unknown };
  const type = describeCatalogType(x.catalogType);
  if (typeof x.identifier === 'string') return `CatalogEntry.lookup(${type}, ${JSON.stringify(x.identifier)})`;
  if (typeof x.externalId === 'string') return `the entry ${JSON.stringify(x.externalId)} of ${type}`;
  return `an entry of ${type}`;
}

/**
 * The id of an entry to render (a token until the entry exists or is read), or undefined with a
 * problem when no resource here knows it (an entry of a type whose entries are not managed here).
 */
export function entryIdOf(ctx: EngineContext, field: string, e: ICatalogEntry): string | undefined {
  let id: unknown;
  try {
    id = e.catalogEntryId;
  } catch (err) {
    if (!ValidationError.isValidationError(err)) throw err;
    const why = err.problems[0];
    ctx.problems.addRendered(field, `names ${describeEntry(e)}, whose id no resource here knows: ${why?.problem ?? 'its id is unknown.'}`, describeEntry(e), {
      id: 'incident:catalog-entry-id-unknown',
      allowed: 'an entry whose id is known: of a type whose entries are managed here, or looked up',
      fix: `look the entry up instead: CatalogEntry.lookup(type, ${quote((e as { externalId?: unknown }).externalId)}), type being ${describeValue(e.catalogType)}.`,
    });
    return undefined;
  }
  if (typeof id === 'string' && id !== '') return id;
  ctx.problems.add(field, 'names a catalog entry without an id.', {
    id: 'incident:catalog-entry-without-id',
    received: id,
    allowed: "an entry of a CatalogType (type.entryRef('payments')) or one looked up (CatalogEntry.lookup(type, 'Payments'))",
    fix: 'pass the entry made by CatalogType.entryRef or CatalogEntry.lookup.',
  });
  return undefined;
}

/** Whether two catalog types are the same: one object, one id, or one type name. */
export function sameCatalogType(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const read = (t: unknown, k: 'catalogTypeId' | 'typeName'): unknown => {
    try {
      return t !== null && typeof t === 'object' ? (t as Record<string, unknown>)[k] : undefined;
    } catch {
      return undefined;
    }
  };
  const [ia, ib] = [read(a, 'catalogTypeId'), read(b, 'catalogTypeId')];
  if (typeof ia === 'string' && typeof ib === 'string' && sameValue(ia, ib)) return true;
  const [na, nb] = [read(a, 'typeName'), read(b, 'typeName')];
  return isLiteralText(na) && isLiteralText(nb) && na === nb;
}

/** What takes the values, for the sentences of `checkLiteralValues`. */
export interface ValueTarget {
  /** What takes the values, e.g. `the alert attribute test/Team` or `its expression`. */
  readonly name: string;
  /** Whether the target `takes` the type (an attribute: its type is declared) or `returns` it (an expression). */
  readonly verb: 'takes' | 'returns';
}

/**
 * Judges the literal values given where a value of `expected` is taken (problems under `at(i)`):
 * for a catalog-typed target, strings that are no entry id and entries of another type; for a
 * scalar target, catalog entries. Types the library does not know are not judged; nor are tokens.
 * @param markers the shapes the values were rendered into (`{ literal }`), for the override path
 */
export function checkLiteralValues(
  ctx: EngineContext, at: (i: number) => string, values: readonly unknown[], markers: ReadonlyArray<object | undefined>,
  expected: AttributeType | undefined, target: ValueTarget,
): void {
  const kind = expected?.kind;
  if (kind === undefined) return;
  const T = expected!.catalogType;
  values.forEach((v, i) => {
    if (isCatalogEntry(v)) {
      if (kind !== 'CatalogEntry') {
        ctx.problems.addRendered(at(i), `is ${describeEntry(v)}, but ${target.name} ${target.verb} ${kind}.`, describeEntry(v), {
          id: 'incident:catalog-entry-for-scalar',
          allowed: `a value of type ${kind}`,
          fix: `pass the value as a string; or, if ${target.name} holds entries of ${describeCatalogType(v.catalogType)}, ${retype(target, `AttributeType.catalogEntry(<${describeValue(v.catalogType)}>)`)}.`,
        });
      } else if (T !== undefined && !sameCatalogType(v.catalogType, T)) {
        ctx.problems.addRendered(at(i), `is ${describeEntry(v)}, but ${target.name} ${target.verb} entries of ${describeCatalogType(T)}.`, describeEntry(v), {
          id: 'incident:catalog-entry-of-other-type',
          allowed: `an entry of ${describeCatalogType(T)}`,
          fix: `pass an entry of ${describeCatalogType(T)}; or, if ${target.name} holds entries of ${describeCatalogType(v.catalogType)}, `
            + `${retype(target, `AttributeType.catalogEntry(<${describeValue(v.catalogType)}>)`)}.`,
        });
      }
      return;
    }
    if (kind !== 'CatalogEntry' || !isLiteralText(v) || ENTRY_ID.test(v)) return;
    const marker = markers[i];
    const refused = refusal(v, T, target);
    if (marker === undefined) ctx.problems.add(at(i), refused.problem, { ...refused.details, fix: `${refused.details.fix}.` });
    else ctx.refuseLiteral(at(i), refused.problem, refused.details, marker, v);
  });
}

/** Why a string is no value of a catalog-typed target, and the entry to pass instead. */
function refusal(v: string, T: ICatalogType | undefined, target: ValueTarget) {
  const name = describeCatalogType(T);
  const type = `type being ${describeValue(T)}`;
  const allowed = `an entry of ${name} (type.entryRef('<external id>'), CatalogEntry.lookup(type, '<name>')), an entry id, or a token`;
  const takes = `${target.name} ${target.verb} entry ids, which incident.io gives each entry`;
  const entries = catalogTypeState(T)?.entries;
  // documentedIn: internal/client/client.gen.go: EngineParamBindingValueV2 (a binding's literal is "the literal value of the step
  // parameter": for a catalog-typed parameter, the entry's id; the provider's docs take it from the catalog entry data source).
  if (entries?.hasExternalId(v)) {
    return {
      problem: `is ${JSON.stringify(v)}, the external id of an entry of ${name} defined in this app, but ${takes}: the literal names no entry.`,
      details: { id: 'incident:catalog-value-is-identifier', received: v, allowed, fix: `pass the entry: type.entryRef(${quote(v)}), ${type}` },
    };
  }
  if (entries?.identifiers(true).has(v)) {
    const what = entries.identifiers(false).has(v) ? 'an alias' : 'the name';
    return {
      problem: `is ${JSON.stringify(v)}, ${what} of an entry of ${name} defined in this app, but ${takes}: the literal names no entry.`,
      details: {
        id: 'incident:catalog-value-is-identifier',
        received: v,
        allowed,
        fix: `pass the entry: CatalogEntry.lookup(type, ${quote(v)}) reads it by ${what === 'an alias' ? 'its alias' : 'its name'}, or type.entryRef('<its external id>'), ${type}`,
      },
    };
  }
  const priority = typeNameOf(T) === 'AlertPriority';
  const examples = entries?.examples() ?? [];
  return {
    problem: `is ${JSON.stringify(v)}, which is no entry id: ${takes}${entries ? `, and no entry of ${name} defined here so far is ${JSON.stringify(v)}` : ''}.`,
    details: {
      id: 'incident:catalog-value-not-an-id',
      received: v,
      allowed,
      fix: priority
        ? `look the priority up by its name: priority.entry(${quote(v)}), priority being AlertAttribute.priority(this, 'Priority')`
        : entries
          ? `pass an entry: type.entryRef('<external id>')${examples.length ? ` (e.g. ${examples.map((x) => `'${x}'`).join(', ')})` : ''}, ${type}, after adding the entry to the type if it is missing`
          : `look the entry up: CatalogEntry.lookup(type, ${quote(v)}), ${type}`,
    },
  };
}

/**
 * The entries of app-defined types (`type.entryRef('payments')`) that the type does not define,
 * judged at synth (entries can be added after the value is given). enforcedBy: Terraform (the
 * value is `incident_catalog_entries.<type>.entries["<external id>"].id`, an index that fails
 * plan when the map has no such key).
 */
export function unknownEntries(uses: ReadonlyArray<{ readonly field: string; readonly entry: object }>): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  for (const { field, entry } of uses) {
    const e = entry as { externalId?: unknown; identifier?: unknown; catalogType?: unknown };
    if ('identifier' in e || !isLiteralText(e.externalId)) continue; // a lookup judges its own identifier
    const entries = catalogTypeState(e.catalogType)?.entries;
    if (!entries || entries.hasExternalId(e.externalId)) continue;
    const examples = entries.examples();
    out.push({
      id: 'incident:catalog-entry-unknown',
      field,
      problem: `names the entry ${JSON.stringify(e.externalId)} of ${describeCatalogType(e.catalogType)}, which the type does not define: `
        + `its entries are all defined in this app, so Terraform finds no entries[${JSON.stringify(e.externalId)}] and fails at plan.`,
      received: `entryRef(${JSON.stringify(e.externalId)})`,
      allowed: `the external id of an entry of ${describeCatalogType(e.catalogType)}${examples.length ? `, e.g. ${examples.map((x) => JSON.stringify(x)).join(', ')}` : ' (it has none yet)'}`,
      fix: `add the entry to the type (type.addEntry(${quote(e.externalId)}, { name: ... })), or pass the external id of one it defines.`,
    });
  }
  return out;
}

/** How to change the type of the target: an attribute's declared type, an expression's `returns`. */
function retype(target: ValueTarget, type: string): string {
  return target.verb === 'takes' ? `declare it with type: ${type}` : `make it return that type (returns: ${type})`;
}

function quote(v: unknown): string {
  return typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : "'<external id>'";
}
