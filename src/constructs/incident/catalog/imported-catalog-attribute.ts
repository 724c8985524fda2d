import { Construct } from 'constructs';
import type { CatalogAttributeAttributes, ICatalogAttribute } from './catalog-attribute-ref';
import type { ICatalogType } from './catalog-type-ref';
import { importedAttribute } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

const METHOD = 'CatalogAttribute.fromCatalogAttributeAttributes';

/**
 * An existing catalog attribute known by its attributes (nothing is read from incident.io).
 */
export class ImportedCatalogAttribute extends Construct implements ICatalogAttribute {
  private readonly attrs: CatalogAttributeAttributes;

  constructor(scope: Construct, id: string, attrs: CatalogAttributeAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs ?? {}, 'CatalogAttributeAttributes');
  }

  /** The id of the attribute (if given). */
  public get catalogAttributeId(): string { return importedAttribute(this, METHOD, 'catalogAttributeId', this.attrs.catalogAttributeId); }
  /** The catalog type of the attribute (if given). */
  public get catalogType(): ICatalogType { return importedAttribute(this, METHOD, 'catalogType', this.attrs.catalogType); }
}
