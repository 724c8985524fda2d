/**
 * The contract of an incident.io alert attribute (`IAlertAttribute`): what alert sources bind
 * values to, and what alert routes read (`EngineRef.alertAttribute`), whether the attribute is
 * defined here or looked up; and the attributes of an existing one.
 */
import type { IConstruct } from '../../../core/l2/index';
import type { AttributeType } from '../expressions/attribute-type';

/**
 * An alert attribute, defined here (`AlertAttribute`) or existing (`AlertAttribute.fromName`,
 * `AlertAttribute.fromAlertAttributeAttributes`).
 */
export interface IAlertAttribute extends IConstruct {
  /** The id of the alert attribute (a token until apply for one defined here). */
  readonly alertAttributeId: string;
  /**
   * The type of the attribute's values, when it is known here (bindings and expressions are
   * checked against it).
   * @default - unknown
   */
  readonly attributeType?: AttributeType;
  /**
   * Whether the attribute holds a list of values, when it is known here.
   * @default - unknown
   */
  readonly array?: boolean;
}

/**
 * Attributes of an existing alert attribute, for `AlertAttribute.fromAlertAttributeAttributes`.
 */
export interface AlertAttributeAttributes {
  /** The id of the alert attribute. */
  readonly alertAttributeId: string;
  /**
   * The type of its values, to check bindings and expressions against.
   * @default - unknown: not checked
   */
  readonly attributeType?: AttributeType;
  /**
   * Whether it holds a list of values.
   * @default - unknown: not checked
   */
  readonly array?: boolean;
}
