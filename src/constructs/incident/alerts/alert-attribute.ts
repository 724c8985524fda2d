import type { AlertAttributeLookup } from './alert-attribute-lookup';
import type { AlertAttributeAttributes, IAlertAttribute } from './alert-attribute-ref';
import { BindContext, booleanOf, Construct, describedAs, importedAttribute, instanceOf, ItemType, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { IncidentAlertAttribute } from '../../../generated/incident/alert-attribute/index';
import { AttributeType } from '../expressions/attribute-type';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Properties of an alert attribute.
 */
export interface AlertAttributeProps {
  /**
   * The name of the attribute, as the dashboard shows it, e.g. `Team`. `Priority` is reserved.
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as
   * a token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /** The type of its values: `AttributeType.string()`, ..., or `AttributeType.catalogEntry(teams)`. */
  readonly type: AttributeType;
  /**
   * Whether the attribute holds a list of values.
   * @default false
   */
  readonly array?: boolean;
  /**
   * Whether every alert must have a value.
   * @default false
   */
  readonly required?: boolean;
  /**
   * An emoji, by its name without colons, e.g. `busts_in_silhouette`.
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as
   * a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly emoji?: string;
}

/**
 * An alert attribute of incident.io (`incident_alert_attribute`): a value every alert can carry
 * (a team, a service, a severity), set by alert sources (`source.bind(attribute, ...)`) and read
 * by alert routes (`EngineRef.alertAttribute(attribute)`, grouping keys).
 *
 * ```ts
 * const team = new AlertAttribute(stack, 'Team', { name: 'Team', type: AttributeType.catalogEntry(teams) });
 * const priority = AlertAttribute.priority(stack, 'Priority'); // built in: its values are priorities
 * Condition.allOf(Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1')), Condition.is(EngineRef.alertAttribute(team), teams.entryRef('payments')));
 * ```
 *
 * The type is an `AttributeType`, which writes the engine's type name (`String`, not `string`;
 * `CatalogEntry["<catalog type id>"]` for a catalog type). The name `Priority` is reserved (the
 * type rule `rule:incident_alert_attribute/reserved-name` fails synth), and an emoji with colons
 * warns (`rule:incident_alert_attribute/emoji-without-colons`).
 *
 * @resource incident_alert_attribute
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/resources/alert_attribute
 */
export class AlertAttribute extends Construct implements IAlertAttribute {
  /**
   * Reads an existing alert attribute by its name (the `incident_alert_attribute` data source);
   * its type and other attributes are on `dataSource`. The built-in `Priority` (also
   * `AlertAttribute.priority`) is known to take entries of the `AlertPriority` catalog type.
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the attribute in incident.io.
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as
   * a token, e.g. a variable's `stringValue`.
   */
  public static fromName(scope: Construct, id: string, name: string): AlertAttributeLookup {
    const { AlertAttributeLookup: Lookup } = require('./alert-attribute-lookup') as typeof import('./alert-attribute-lookup');
    return new Lookup(scope, id, name);
  }

  /**
   * The built-in `Priority` alert attribute, read through the `incident_alert_attribute` data
   * source (as `fromName(scope, id, 'Priority')`). Its values are entries of the built-in
   * `AlertPriority` catalog type: conditions and bindings on it take priorities, looked up by
   * name with `priority.entry('P1')`, never a name written as a string.
   * @param scope the scope
   * @param id a scoped id
   */
  public static priority(scope: Construct, id: string): AlertAttributeLookup {
    return AlertAttribute.fromName(scope, id, 'Priority');
  }

  /**
   * Refers to an existing alert attribute by its id, without reading incident.io.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id, and the type when bindings should be checked against it
   */
  public static fromAlertAttributeAttributes(scope: Construct, id: string, attrs: AlertAttributeAttributes): IAlertAttribute {
    return new ImportedAlertAttribute(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IncidentAlertAttribute;
  /** The type of the attribute's values (always set on an attribute defined here). */
  public readonly attributeType?: AttributeType;
  /** Whether the attribute holds a list of values (always set on an attribute defined here). */
  public readonly array?: boolean;

  constructor(scope: Construct, id: string, props: AlertAttributeProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'AlertAttributeProps');
    const p = new Problems();
    p.required(props, ['name', 'type'], { name: "the name of the attribute, e.g. 'Team'", type: 'an AttributeType, e.g. AttributeType.string()' });
    p.strings(props, { name: "the name of the attribute, e.g. 'Team'", emoji: "the name of an emoji, e.g. 'busts_in_silhouette'" });
    const type = typeof props.type === 'string' ? typeNameGiven(p, props.type) : instanceOf(p, 'type', props.type, TYPE);
    const typeName = type?._bind(new BindContext(this, p), 'type');
    const array = booleanOf(p, 'array', props.array);
    const required = booleanOf(p, 'required', props.required);
    throwIfProblems(this, p);
    this.attributeType = type!;
    this.array = array ?? false;
    this.resource = new IncidentAlertAttribute(this, 'Default', {
      name: literalText(props.name),
      type: typeName!,
      array: array ?? false,
      required: required ?? false,
      emoji: literalText(props.emoji),
    });
  }

  /** The id of the alert attribute. */
  public get alertAttributeId(): string {
    return this.resource.id;
  }
}

const TYPE: ItemType<AttributeType> = {
  name: 'AttributeType',
  example: 'AttributeType.string()',
  is: (x): x is AttributeType => x instanceof AttributeType,
};

/** The factories of the scalar engine types, by their names in lower case (and the spellings people reach for). */
const SCALAR_FACTORIES = new Map<string, string>([
  ['string', 'string'], ['str', 'string'], ['number', 'number'], ['int', 'number'], ['integer', 'number'], ['float', 'number'],
  ['bool', 'bool'], ['boolean', 'bool'], ['text', 'text'], ['user', 'user'],
]);

/**
 * A type written as the engine's type name (a JavaScript caller's `'string'`, `'String'` or
 * `'CatalogEntry["Team"]'`): refused, with the factory that writes it.
 */
function typeNameGiven(p: Problems, v: string): undefined {
  const scalar = SCALAR_FACTORIES.get(v.trim().toLowerCase());
  const catalog = /^\s*CatalogEntry\b/.test(v);
  p.add('type', "is a type name written as a string; the type is an AttributeType, which writes the engine's type name itself.", {
    id: 'incident:attribute-type-name-string',
    received: v,
    allowed: 'an AttributeType, e.g. AttributeType.string() or AttributeType.catalogEntry(teams)',
    fix: scalar
      ? `write type: AttributeType.${scalar}() (rendered '${scalar === 'bool' ? 'Bool' : scalar.charAt(0).toUpperCase() + scalar.slice(1)}').`
      : catalog
        ? "write type: AttributeType.catalogEntry(teams), with the CatalogType (or CatalogType.fromTypeName(this, 'Team', 'Custom[\"Team\"]')): it renders CatalogEntry[\"<catalog type id>\"]."
        : 'write type: AttributeType.string(), .number(), .bool(), .text(), .user() or .catalogEntry(teams).',
  });
  return undefined;
}

/**
 * An existing alert attribute known by its attributes (nothing is read from incident.io), made by
 * `AlertAttribute.fromAlertAttributeAttributes`.
 */
class ImportedAlertAttribute extends Construct implements IAlertAttribute {
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
    this.array = booleanOf(p, 'array', attrs.array, 'write array: true for an attribute that holds a list.');
    throwIfProblems(this, p);
  }

  /** The id of the alert attribute. */
  public get alertAttributeId(): string {
    return importedAttribute(this, 'AlertAttribute.fromAlertAttributeAttributes', 'alertAttributeId', this.attrs.alertAttributeId);
  }
}
describedAs(ImportedAlertAttribute, 'IAlertAttribute');
