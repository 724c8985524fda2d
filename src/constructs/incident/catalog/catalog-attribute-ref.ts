/**
 * The contract of an attribute of an incident.io catalog type (`ICatalogAttribute`): what a
 * backlink or a path attribute points at, whether the attribute is defined here or known by its
 * attributes.
 */
import type { ICatalogType } from './catalog-type-ref';
import type { IConstruct } from '../../../core/l2/index';

/**
 * An attribute of a catalog type, defined here (`CatalogAttribute`, made by
 * `CatalogType.addAttribute`) or existing (`CatalogAttribute.fromCatalogAttributeAttributes`).
 */
export interface ICatalogAttribute extends IConstruct {
  /** The id of the attribute (a token until apply for one defined here). */
  readonly catalogAttributeId: string;
  /** The catalog type the attribute belongs to. */
  readonly catalogType: ICatalogType;
}

/**
 * Attributes of an existing catalog attribute, for `CatalogAttribute.fromCatalogAttributeAttributes`.
 * Only what is given can be read.
 */
export interface CatalogAttributeAttributes {
  /**
   * The id of the attribute (26 letters and digits).
   * @default - unknown: reading `catalogAttributeId` is an error
   */
  readonly catalogAttributeId?: string;
  /**
   * The catalog type the attribute belongs to (a backlink to the attribute takes its type from it).
   * @default - unknown: reading `catalogType` is an error
   */
  readonly catalogType?: ICatalogType;
}
