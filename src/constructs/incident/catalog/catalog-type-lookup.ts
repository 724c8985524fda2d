import type { ICatalogType } from './catalog-type-ref';
import { checkCustomTypeName } from './private/catalog-type-checks';
import { Construct, isLiteralText, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIncidentCatalogType } from '../../../generated/incident/data-catalog-type/index';
import { checkStrings } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * What identifies an existing catalog type, for `CatalogType.fromTypeName`.
 */
export interface CatalogTypeLookupOptions {
  /**
   * The type name: `Custom["Team"]` for a custom type, the bare name (`PagerDutyService`,
   * `GitHubRepository`) for a type synced from an integration. A custom type name written
   * otherwise (`Custom[Team]`) is an error: no type has it. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  readonly typeName: string;
}

/**
 * An existing catalog type, read through the `incident_catalog_type` data source by its type
 * name (made by `CatalogType.fromTypeName`). Its `typeName` is the one given, known at synth, so
 * attributes of other types can refer to its entries (`CatalogAttributeType.catalogEntry(type)`).
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/catalog_type
 */
export class CatalogTypeLookup extends Construct implements ICatalogType {
  /** The underlying data source. */
  public readonly dataSource: DataIncidentCatalogType;
  /** The type name looked up. */
  public readonly typeName: string;

  constructor(scope: Construct, id: string, options: CatalogTypeLookupOptions) {
    super(scope, id);
    OPTIONS.props(this, options, 'CatalogTypeLookupOptions');
    const p = new Problems();
    p.required(options, ['typeName'], { typeName: 'the type name, e.g. Custom["Team"] or PagerDutyService' });
    const v = options.typeName;
    if (isLiteralText(v) && v.trim() === '') {
      // The data source's rule (name or type name) would say it in Terraform's words, at synth.
      p.add('typeName', 'is empty.', { id: 'l2:empty', received: v, allowed: 'the type name, e.g. Custom["Team"] or PagerDutyService', fix: 'set typeName.' });
    }
    if (isLiteralText(v) && /^CatalogEntry\s*\[/.test(v)) {
      // The type name is matched exactly (internal/provider/incident_catalog_type_data_source.go:
      // Read, "Catalog type not found"); CatalogEntry[...] is the engine type of a type's entries
      // (the API's engine_resource_type), never a type name.
      p.add('typeName', 'is the engine type of a type\'s entries, CatalogEntry[...], not a type name: no catalog type has it, so the lookup finds nothing.', {
        id: 'incident:catalog-type-lookup-engine-type',
        received: v,
        allowed: 'Custom["<Name>"] for a custom type, or the bare name of a synced type (PagerDutyService)',
        fix: 'write the type name, e.g. Custom["Team"].',
      });
    }
    checkCustomTypeName(p, 'typeName', v, (json, right) => `look the type up by ${right} and override the data source: `
      + `CatalogType.fromTypeName(this, '${id}', '${right}').dataSource.addOverride('type_name', ${json})`);
    checkStrings(p, options, { typeName: 'the type name, e.g. Custom["Team"] or PagerDutyService' });
    if (p.length) {
      // Leave nothing half-built in the tree: the caller may catch the error and try again.
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.typeName = v;
    this.dataSource = new DataIncidentCatalogType(this, 'Default', { typeName: literalText(v) });
  }

  /** The id of the catalog type. */
  public get catalogTypeId(): string {
    return this.dataSource.id;
  }

  /** The name of the catalog type, as incident.io shows it. */
  public get typeDisplayName(): string {
    return this.dataSource.name;
  }
}
