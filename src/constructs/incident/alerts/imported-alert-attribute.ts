import { Construct } from 'constructs';
import type { AlertAttributeAttributes, IAlertAttribute } from './alert-attribute-ref';
import { importedAttribute, instanceOf, Problems, throwIfProblems } from '../../../core/l2/index';
import { AttributeType } from '../expressions/attribute-type';
import { OPTIONS } from '../private/option-keys.generated';

const METHOD = 'AlertAttribute.fromAlertAttributeAttributes';

/**
 * An existing alert attribute known by its attributes (nothing is read from incident.io).
 */
export class ImportedAlertAttribute extends Construct implements IAlertAttribute {
  /** The type of its values, if given. */
  public readonly attributeType?: AttributeType;
  /** Whether it holds a list, if given. */
  public readonly array?: boolean;
  private readonly attrs: AlertAttributeAttributes;

  constructor(scope: Construct, id: string, attrs: AlertAttributeAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'AlertAttributeAttributes');
    const p = new Problems();
    this.attributeType = instanceOf(p, 'attributeType', attrs.attributeType, TYPE);
    if (attrs.array !== undefined && attrs.array !== null && typeof attrs.array !== 'boolean') {
      p.add('array', 'expected true or false.', { received: attrs.array, allowed: 'a boolean', fix: 'write array: true for an attribute that holds a list.' });
    }
    throwIfProblems(this, p);
    this.array = attrs.array;
  }

  /** The id of the alert attribute. */
  public get alertAttributeId(): string {
    return importedAttribute(this, METHOD, 'alertAttributeId', this.attrs.alertAttributeId);
  }
}

const TYPE = { name: 'AttributeType', example: 'AttributeType.string()', is: (x: unknown): x is AttributeType => x instanceof AttributeType };
