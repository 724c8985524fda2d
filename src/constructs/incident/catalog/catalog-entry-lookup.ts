import type { ICatalogEntry } from './catalog-entry-ref';
import type { ICatalogType } from './catalog-type-ref';
import { catalogTypeState, GENERATED_ID, typeNameOf } from './private/catalog-state';
import { Construct, dependable, describeValue, isLiteralText, literalText, validateAtSynth, ValidationProblem } from '../../../core/l2/index';
import { DataIncidentCatalogEntry } from '../../../generated/incident/data-catalog-entry/index';

/**
 * An existing entry of a catalog type, read through the `incident_catalog_entry` data source
 * (made by `CatalogEntry.lookup(type, identifier)`, under the type).
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/catalog_entry
 */
export class CatalogEntryLookup extends Construct implements ICatalogEntry {
  /**
   * @internal The lookup of `identifier` in `catalogType`: the one made before, or a new one.
   */
  public static _of(catalogType: ICatalogType & Construct, identifier: string): CatalogEntryLookup {
    const scope = catalogType;
    if (isLiteralText(identifier)) {
      // A control character (a newline) would break the construct path in every message: escaped.
      const id = `Entry:${identifier.replace(/\//g, '--').replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`;
      const existing = scope.node.tryFindChild(id);
      if (existing instanceof CatalogEntryLookup && existing.identifier === identifier) return existing;
      return new CatalogEntryLookup(scope, id, catalogType, identifier);
    }
    let n = 1;
    while (scope.node.tryFindChild(`Entry:${n}`)) n++;
    return new CatalogEntryLookup(scope, `Entry:${n}`, catalogType, identifier);
  }

  /** The underlying data source. */
  public readonly dataSource: DataIncidentCatalogEntry;
  /** The catalog type of the entry. */
  public readonly catalogType: ICatalogType;
  /** What the entry was looked up by: its external id, an alias or its name. */
  public readonly identifier: string;

  private constructor(scope: Construct, id: string, catalogType: ICatalogType, identifier: string) {
    super(scope, id);
    this.catalogType = catalogType;
    this.identifier = identifier;
    this.dataSource = new DataIncidentCatalogEntry(this, 'Default', { catalogTypeId: catalogType.catalogTypeId, identifier: literalText(identifier) });
    const entries = catalogTypeState(catalogType)?.entries;
    if (entries) {
      // The entry is one of those the type defines: read it once they are applied (the data
      // source is under the type, in the stack of its entries).
      this.dataSource.dependsOn = [...(this.dataSource.dependsOn ?? []), dependable(entries.resource)];
      validateAtSynth(this, () => this.unknown());
    }
  }

  /** The id of the entry. */
  public get catalogEntryId(): string { return this.dataSource.id; }
  /** The external id of the entry. */
  public get externalId(): string { return this.dataSource.externalId; }
  /** The name of the entry. */
  public get entryName(): string { return this.dataSource.name; }

  /**
   * The entries of a type defined here are exactly those of its `incident_catalog_entries`, which
   * deletes every other; the data source fails when no entry matches
   * (internal/provider/incident_catalog_entry_data_source.go: Read, "Catalog Entry Not Found").
   * The identifier is matched against external ids, aliases and names (names whatever
   * `useNameAsIdentifier` says: only a mismatch with all of them fails).
   */
  private unknown(): ValidationProblem[] {
    const entries = catalogTypeState(this.catalogType)?.entries;
    const id = this.identifier;
    if (!entries || !isLiteralText(id) || GENERATED_ID.test(id) || entries.identifiers(true).has(id)) return [];
    const name = typeNameOf(this.catalogType) ?? 'the type';
    const examples = entries.examples();
    return [{
      id: 'incident:catalog-entry-lookup-unknown',
      field: 'identifier',
      problem: `names no entry of ${name}: its entries are defined in this app (incident.io deletes any other), so the lookup would find nothing.`,
      received: describeValue(id),
      allowed: `the external id, an alias or the name of an entry of ${name}${examples.length ? `, e.g. ${examples.map((x) => JSON.stringify(x)).join(', ')}` : ' (it has none yet)'}`,
      fix: `add the entry to ${name}, or use ${name}.entryRef(...) for an entry defined here.`,
    }];
  }
}
