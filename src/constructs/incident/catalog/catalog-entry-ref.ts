/**
 * The contract of an entry of an incident.io catalog type (`ICatalogEntry`): what a reference
 * attribute's value names, whether the entry is defined here (`CatalogType.entryRef`,
 * `CatalogType.addEntry`) or looked up (`CatalogEntry.lookup`).
 *
 * Entries are data inside their type's `incident_catalog_entries`, not constructs (a type can have
 * tens of thousands), so the contract does not extend `IConstruct`; a looked-up entry is a
 * construct (`CatalogEntryLookup`, which reads the entry through the data source).
 */
import type { ICatalogType } from './catalog-type-ref';

/**
 * An entry of a catalog type.
 */
export interface ICatalogEntry {
  /** The catalog type of the entry. */
  readonly catalogType: ICatalogType;
  /** The id incident.io gave the entry (a token: known once the entry exists or is read). */
  readonly catalogEntryId: string;
}
