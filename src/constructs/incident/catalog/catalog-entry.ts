import type { CatalogEntryLookup } from './catalog-entry-lookup';
import type { ICatalogEntry } from './catalog-entry-ref';
import type { ICatalogType } from './catalog-type-ref';
import { catalogTypeState, isCatalogType, typeNameOf } from './private/catalog-state';
import { Construct, expressionText, idOf, isLiteralText, isTokenString, literalText, Problems, propertyAccess, throwIfArgumentProblems, Token, ValidationError } from '../../../core/l2/index';

/**
 * One entry of a catalog type, as `CatalogType.addEntry` takes it (the external id is the first
 * argument).
 */
export interface CatalogEntryOptions {
  /**
   * The name of the entry, as incident.io shows it. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  readonly name: string;
  /**
   * Other names the entry can be referred to by (in the values of other entries, in lookups).
   * Literal text: each reaches the provider as written (`${` and `%{` included); pass a reference
   * as a token, e.g. a variable's `stringValue`.
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
   * `undefined` or `null` is left out. Literal text: a string value (the text of a `String` or
   * `Text` attribute, an identifier of an entry) reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
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
   * or slug), unique within the type. The entries of a type are keyed by it. Literal text: it
   * reaches the provider as written (`${` and `%{` included, in the key of the entry and in
   * references to it); pass a reference as a token, e.g. a variable's `stringValue`.
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
   * @param identifier the external id, an alias or the name of the entry (or its id). Literal
   * text: it reaches the provider as written (`${` and `%{` included); pass a reference as a token,
   * e.g. a variable's `stringValue`.
   */
  public static lookup(catalogType: ICatalogType, identifier: string): CatalogEntryLookup {
    const p = new Problems();
    // The lookup is made under the type: a construct.
    const type = isCatalogType(catalogType) && catalogType instanceof Construct ? catalogType : undefined;
    if (!type) {
      p.add('catalogType', 'expected a catalog type.', {
        id: 'incident:catalog-entry-lookup-type', received: catalogType, allowed: 'a CatalogType, or CatalogType.fromTypeName(...)', fix: 'pass the catalog type of the entry as the first argument.',
      });
    }
    idOf(p, 'identifier', identifier, 'the external id, an alias or the name of the entry');
    throwIfArgumentProblems('CatalogEntry.lookup', p);
    const { CatalogEntryLookup: Lookup } = require('./catalog-entry-lookup') as typeof import('./catalog-entry-lookup');
    return Lookup._of(type!, identifier);
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
   * does not manage its entries here (`manageEntries: false`). The external id in the reference
   * is escaped as the key of the entry is (literal text).
   */
  public get catalogEntryId(): string {
    const entries = catalogTypeState(this.catalogType)?.entries;
    if (!entries) {
      throw new ValidationError(this.catalogType, [{
        id: 'incident:catalog-entries-not-managed',
        field: `entryRef(${JSON.stringify(this.externalId)}).catalogEntryId`,
        problem: 'is unknown: the entries of this type are not managed here (manageEntries: false), so no resource knows their ids.',
        fix: `use CatalogEntry.lookup(type, ${JSON.stringify(this.externalId)}).catalogEntryId to read the id of an existing entry.`,
      }]);
    }
    const key = this.externalId;
    if (!isTokenString(key)) return entries.resource.entries.get(literalText(key)).id;
    // A key that holds references: as an HCL expression (the generated accessor would quote the
    // references, which lose their braces inside the expression).
    return Token.asString(propertyAccess(entries.resource.interpolationForAttribute('entries'), [expressionText(key), 'id']));
  }

  /** A description for messages: `Custom["Team"] entry "payments"`. */
  public toString(): string {
    const name = typeNameOf(this.catalogType);
    return `${isLiteralText(name) ? name : 'catalog'} entry ${JSON.stringify(this.externalId)}`;
  }
}
