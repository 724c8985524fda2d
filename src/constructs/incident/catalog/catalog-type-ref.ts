/**
 * The contract of an incident.io catalog type (`ICatalogType`): what alert attributes of a
 * catalog type, reference attributes of other catalog types and catalog lookups take, whether the
 * type is defined here or looked up.
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * A catalog type, defined here (`CatalogType`) or existing (`CatalogType.fromTypeName`).
 */
export interface ICatalogType extends IConstruct {
  /** The id of the catalog type (a token until apply for one defined here). */
  readonly catalogTypeId: string;
  /**
   * The type name, as the attributes of other catalog types write their type
   * (`CatalogAttributeType.catalogEntry`): `Custom["Service"]` for a type defined here. (Alert
   * attributes and expressions name the type by its id instead, `CatalogEntry["<catalogTypeId>"]`,
   * the engine type the API stores: `AttributeType.catalogEntry`.)
   */
  readonly typeName: string;
}

/**
 * Attributes of an existing catalog type, for `CatalogType.fromCatalogTypeAttributes`. Only what
 * is given can be read.
 */
export interface CatalogTypeAttributes {
  /**
   * The id of the catalog type.
   * @default - unknown: reading `catalogTypeId` is an error
   */
  readonly catalogTypeId?: string;
  /**
   * The type name: `Custom["Service"]` for a custom type, the bare name (`PagerDutyService`) for
   * a type synced from an integration. A custom type name written otherwise (`Custom[Service]`)
   * is an error.
   * @default - unknown: reading `typeName` is an error
   */
  readonly typeName?: string;
}
