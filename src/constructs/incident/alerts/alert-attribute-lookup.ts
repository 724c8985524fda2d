import type { IAlertAttribute } from './alert-attribute-ref';
import { Construct, isLiteralText, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIncidentAlertAttribute } from '../../../generated/incident/data-alert-attribute/index';
import type { ICatalogEntry } from '../catalog/catalog-entry-ref';
import type { ICatalogType } from '../catalog/catalog-type-ref';
import { AttributeType } from '../expressions/attribute-type';

/** The built-in alert attribute whose values are entries of the built-in `AlertPriority` catalog type. */
const PRIORITY = 'Priority';

/**
 * An existing alert attribute, read by its name through the `incident_alert_attribute` data
 * source (`AlertAttribute.fromName`, `AlertAttribute.priority`). Its type is read at plan, so
 * bindings to it are not checked against its type here; except for the built-in `Priority`, whose
 * values are entries of the built-in `AlertPriority` catalog type (the provider's acceptance test
 * reads it so: `data "incident_catalog_type" { type_name = "AlertPriority" }`): conditions and
 * bindings on it take priorities, looked up by name with `entry('P1')`.
 *
 * ```ts
 * const priority = AlertAttribute.priority(this, 'Priority');
 * Condition.oneOf(EngineRef.alertAttribute(priority), [priority.entry('P1'), priority.entry('P2')]);
 * ```
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/alert_attribute
 */
export class AlertAttributeLookup extends Construct implements IAlertAttribute {
  /** The underlying data source: every attribute of the alert attribute (type, array, emoji). */
  public readonly dataSource: DataIncidentAlertAttribute;
  /**
   * The type of the attribute's values, when it is known here: for the built-in `Priority`,
   * entries of the `AlertPriority` catalog type (read by its name, `CatalogType.fromTypeName`).
   * @default - unknown (read at plan): bindings and conditions are not checked against it
   */
  public readonly attributeType?: AttributeType;
  /**
   * Whether the attribute holds a list, when it is known here (`false` for `Priority`).
   * @default - unknown
   */
  public readonly array?: boolean;

  constructor(scope: Construct, id: string, name: string) {
    super(scope, id);
    const p = new Problems();
    if (typeof name !== 'string' || name.trim() === '') {
      p.add('fromName(name)', 'is no name of an alert attribute.', {
        id: 'incident:alert-attribute-lookup-name', received: name, allowed: "the name of the attribute, e.g. 'Team'", fix: 'pass the name the attribute has in incident.io.',
      });
    }
    throwIfProblems(this, p);
    this.dataSource = new DataIncidentAlertAttribute(this, 'Lookup', { name: literalText(name) });
    if (isLiteralText(name) && name === PRIORITY) {
      // No custom attribute can be named Priority (the API refuses it: incident_alert_attribute_resource_test.go), so this is the built-in one.
      const { CatalogTypeLookup } = require('../catalog/catalog-type-lookup') as typeof import('../catalog/catalog-type-lookup');
      this.attributeType = AttributeType.catalogEntry(new CatalogTypeLookup(this, 'AlertPriority', { typeName: 'AlertPriority' }));
      this.array = false;
    }
  }

  /** The id of the alert attribute. */
  public get alertAttributeId(): string {
    return this.dataSource.id;
  }

  /**
   * An entry of the attribute's catalog type, looked up by its name, external id or alias through
   * the `incident_catalog_entry` data source (one per identifier): for `Priority`, a priority,
   * e.g. `priority.entry('P1')`. Only for an attribute whose catalog type is known here (the
   * built-in `Priority`); for another, look the entry up in its type:
   * `CatalogEntry.lookup(CatalogType.fromTypeName(this, 'Team', 'Custom["Team"]'), 'payments')`.
   * @param identifier the name, external id or alias of the entry, e.g. `P1`. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  public entry(identifier: string): ICatalogEntry {
    const p = new Problems();
    const type = this.attributeType?.kind === 'CatalogEntry' ? this.attributeType.catalogType : undefined;
    if (type === undefined) {
      p.addRendered('entry(identifier)', 'is not known here: the type of this alert attribute is read at plan, so the library does not know the catalog type of its entries.',
        `entry(${typeof identifier === 'string' ? JSON.stringify(identifier) : '...'})`, {
          id: 'incident:alert-attribute-entry-type-unknown',
          allowed: "entry(identifier) on AlertAttribute.priority(this, 'Priority'), whose entries are priorities",
          fix: "look the entry up in its catalog type: CatalogEntry.lookup(CatalogType.fromTypeName(this, 'Team', 'Custom[\"Team\"]'), 'payments').",
        });
    }
    if (typeof identifier !== 'string' || (isLiteralText(identifier) && identifier.trim() === '')) {
      p.add('entry(identifier)', typeof identifier === 'string' ? 'is empty.' : 'expected a string.', {
        id: 'incident:alert-attribute-entry-identifier',
        received: identifier,
        allowed: "the name, external id or alias of the entry, e.g. 'P1'",
        fix: "pass the name of the entry as a string, e.g. entry('P1').",
      });
    }
    throwIfProblems(this, p);
    const { CatalogEntryLookup } = require('../catalog/catalog-entry-lookup') as typeof import('../catalog/catalog-entry-lookup');
    return CatalogEntryLookup._of(type as ICatalogType & Construct, identifier);
  }
}
