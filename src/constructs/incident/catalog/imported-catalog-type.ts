import { Construct } from 'constructs';
import type { CatalogTypeAttributes, ICatalogType } from './catalog-type-ref';
import { importedAttribute } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

const METHOD = 'CatalogType.fromCatalogTypeAttributes';

/**
 * An existing catalog type known by its attributes (nothing is read from incident.io).
 */
export class ImportedCatalogType extends Construct implements ICatalogType {
  private readonly attrs: CatalogTypeAttributes;

  constructor(scope: Construct, id: string, attrs: CatalogTypeAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs ?? {}, 'CatalogTypeAttributes');
  }

  /** The id of the catalog type (if given). */
  public get catalogTypeId(): string { return importedAttribute(this, METHOD, 'catalogTypeId', this.attrs.catalogTypeId); }
  /** The type name (if given). */
  public get typeName(): string { return importedAttribute(this, METHOD, 'typeName', this.attrs.typeName); }
}
