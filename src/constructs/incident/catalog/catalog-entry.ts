import type { CatalogEntryLookup } from './catalog-entry-lookup';
import type { ICatalogEntry } from './catalog-entry-ref';
import type { ICatalogType } from './catalog-type-ref';
import { catalogTypeState, isCatalogType, typeNameOf } from './private/catalog-state';
import { isKnown, Problems, throwIfArgumentProblems, ValidationError } from '../../../core/l2/index';

/**
 * One entry of a catalog type, as `CatalogType.addEntry` takes it (the external id is the first
 * argument).
 */
export interface CatalogEntryOptions {
  /** The name of the entry, as incident.io shows it. */
  readonly name: string;
  /**
   * Other names the entry can be referred to by (in the values of other entries, in lookups).
   * @default - none
   */
  readonly aliases?: string[];
  /**
   * The position of the entry, for ranked types: a whole number.
   * @default - the provider's default (0)
   */
  readonly rank?: number;
  /**
   * The values of the entry's attributes, keyed by the attribute's local id (the id given to
   * `addAttribute`, also `attribute.localId`), never by its name or its incident.io id: the
   * construct renders the attribute's id. Each value has the type of its attribute (see
   * `CatalogAttributeType`): a string, a number, a boolean, an entry of the referenced type
   * (`teams.entryRef('payments')`) or an identifier of one, or a list of those for an array
   * attribute. Schema-only, backlink and path attributes take no values from code. A value that is
   * `undefined` or `null` is left out.
   *
   * ```ts
   * { owner: teams.entryRef('payments'), tier: 1, tags: ['go', 'payments'] }
   * ```
   * @default - no values
   */
  readonly values?: { [localId: string]: any };
}

/**
 * One entry of a catalog type with its external id, as `CatalogType.addEntries` takes it (or as
 * its mapper returns it).
 */
export interface CatalogEntryRecord extends CatalogEntryOptions {
  /**
   * The external id: a stable identifier of the entry in the system it comes from (its primary key
   * or slug), unique within the type. The entries of a type are keyed by it.
   */
  readonly externalId: string;
}

/**
 * Maps one record of a source of truth (a row of a file, an item of an API response) to a
 * catalog entry, for `CatalogType.addEntries`.
 *
 * ```ts
 * services.addEntries(rows, { mapEntry: (r) => ({ externalId: r.id, name: r.name, values: { tier: r.tier } }) });
 * ```
 */
export interface ICatalogEntryMapper {
  /**
   * The entry of one record.
   * @param record one item of the records given to `addEntries`
   */
  mapEntry(record: any): CatalogEntryRecord;
}

/**
 * An entry of a catalog type defined here, by its external id (`CatalogType.entryRef`,
 * `CatalogType.addEntry`): the value a reference attribute of another type takes to name it. The
 * construct renders its external id, which incident.io resolves to the entry. `CatalogEntry.lookup`
 * reads an existing entry instead.
 *
 * ```ts
 * const payments = teams.addEntry('payments', { name: 'Payments' });
 * services.addEntry('checkout', { name: 'Checkout', values: { owner: payments } });
 * services.addEntry('ledger', { name: 'Ledger', values: { owner: teams.entryRef('payments') } });
 * ```
 */
export class CatalogEntry implements ICatalogEntry {
  /**
   * Reads an existing entry of a catalog type through the `incident_catalog_entry` data source:
   * the entry whose external id, alias or name is `identifier` (incident.io matches it). The data
   * source is made under the type (one per type and identifier). For a type whose entries are
   * defined in this app, `identifier` must name one of them (the provider fails the read when
   * none matches, and the type's `incident_catalog_entries` deletes every other entry); the read
   * waits for those entries.
   * @param catalogType the catalog type of the entry
   * @param identifier the external id, an alias or the name of the entry (or its id)
   */
  public static lookup(catalogType: ICatalogType, identifier: string): CatalogEntryLookup {
    const p = new Problems();
    if (!isCatalogType(catalogType)) {
      p.add('catalogType', 'expected a catalog type.', {
        received: catalogType, allowed: 'a CatalogType, or CatalogType.fromTypeName(...)', fix: 'pass the catalog type of the entry as the first argument.',
      });
    }
    if (identifier === undefined || identifier === null || identifier === '' || (typeof identifier !== 'string')) {
      p.add('identifier', typeof identifier === 'string' || identifier === undefined || identifier === null ? 'is required.' : 'expected a string.', {
        received: identifier, allowed: 'the external id, an alias or the name of the entry', fix: "pass the entry's identifier, e.g. CatalogEntry.lookup(teams, 'payments').",
      });
    }
    throwIfArgumentProblems('CatalogEntry.lookup', p);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { CatalogEntryLookup: Lookup } = require('./catalog-entry-lookup') as typeof import('./catalog-entry-lookup');
    return Lookup._of(catalogType, identifier);
  }

  /**
   * @internal An entry of a type defined here, by external id (`CatalogType.entryRef`).
   */
  public static _of(catalogType: ICatalogType, externalId: string): CatalogEntry {
    return new CatalogEntry(catalogType, externalId);
  }

  /** The catalog type of the entry. */
  public readonly catalogType: ICatalogType;
  /** The external id of the entry. */
  public readonly externalId: string;

  private constructor(catalogType: ICatalogType, externalId: string) {
    this.catalogType = catalogType;
    this.externalId = externalId;
  }

  /**
   * The id incident.io gave the entry: a reference into the type's `incident_catalog_entries`
   * (`entries["<external id>"].id`), known once the entries are applied. An error for a type that
   * does not manage its entries here (`manageEntries: false`).
   */
  public get catalogEntryId(): string {
    const entries = catalogTypeState(this.catalogType)?.entries;
    if (!entries) {
      throw new ValidationError(this.catalogType, [{
        field: `entryRef(${JSON.stringify(this.externalId)}).catalogEntryId`,
        problem: 'is unknown: the entries of this type are not managed here (manageEntries: false), so no resource knows their ids.',
        fix: `use CatalogEntry.lookup(type, ${JSON.stringify(this.externalId)}).catalogEntryId to read the id of an existing entry.`,
      }]);
    }
    return entries.resource.entries.get(this.externalId).id;
  }

  /** A description for messages: `Custom["Team"] entry "payments"`. */
  public toString(): string {
    const name = typeNameOf(this.catalogType);
    return `${name && isKnown(name) ? name : 'catalog'} entry ${JSON.stringify(this.externalId)}`;
  }
}
