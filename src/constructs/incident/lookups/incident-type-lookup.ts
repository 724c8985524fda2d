import type { IIncidentType, IncidentTypeAttributes } from './incident-type-ref';
import { Construct, describedAs, expressionText, Fn, idOf, IResolvable, literalText, Problems, propertyAccess, TerraformIterator, throwIfProblems, Token } from '../../../core/l2/index';
import { DataIncidentIncidentTypes } from '../../../generated/incident/data-incident-types/index';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * incident.io incident types: `IncidentType.fromName` finds one by name in the
 * `incident_incident_types` data source (the provider lists types; it has no lookup by name);
 * `IncidentType.fromIncidentTypeAttributes` refers to one by its id.
 */
export abstract class IncidentType {
  /**
   * Looks up an incident type by name: the plan fails, with a message that names it, when no
   * type (or more than one) has the name.
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the incident type, e.g. `Security`. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  public static fromName(scope: Construct, id: string, name: string): IncidentTypeLookup {
    return new IncidentTypeLookup(scope, id, name);
  }

  /**
   * Refers to an incident type by its id, without reading incident.io.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the incident type
   */
  public static fromIncidentTypeAttributes(scope: Construct, id: string, attrs: IncidentTypeAttributes): IIncidentType {
    return new ImportedIncidentType(scope, id, attrs);
  }
}

/**
 * An existing incident type, found by name in the list the `incident_incident_types` data source
 * reads. The data source carries a postcondition: the plan fails unless exactly one type has the
 * name.
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/incident_types
 */
export class IncidentTypeLookup extends Construct implements IIncidentType {
  /** The underlying data source (every incident type of the account). */
  public readonly dataSource: DataIncidentIncidentTypes;
  /** The name looked up. */
  public readonly incidentTypeName: string;
  private readonly match: IResolvable;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the incident type
   */
  constructor(scope: Construct, id: string, name: string) {
    super(scope, id);
    const p = new Problems();
    idOf(p, 'name', name, "the name of an incident type, e.g. 'Security'");
    throwIfProblems(this, p);
    this.incidentTypeName = name;
    // The name as an HCL expression (a literal quoted, a reference as it is), and as the text of
    // the message (escaped once, here, where it reaches the L1).
    const quoted = expressionText(name);
    this.dataSource = new DataIncidentIncidentTypes(this, 'Lookup', {
      lifecycle: {
        postcondition: [{
          condition: `\${length([for t in self.incident_types : t if t.name == ${quoted}]) == 1}`,
          errorMessage: `Exactly one incident type must be named '${literalText(name)}': check the name in Settings → Incident types.`,
        }],
      },
    });
    const matches = TerraformIterator.fromList(this.dataSource.incidentTypes).forExpressionForList(`val if val.name == ${quoted}`);
    this.match = Fn.element(matches, 0);
  }

  /** The id of the incident type. */
  public get incidentTypeId(): string {
    return this.attribute('id');
  }

  /** The description of the incident type. */
  public get description(): string {
    return this.attribute('description');
  }

  /** Whether incidents of the type start in triage: `always`, `optional` or `never`. */
  public get createInTriage(): string {
    return this.attribute('create_in_triage');
  }

  private attribute(name: string): string {
    return Token.asString(propertyAccess(this.match, [name]));
  }
}

/**
 * An existing incident type known by its id (nothing is read from incident.io), made by
 * `IncidentType.fromIncidentTypeAttributes`.
 */
class ImportedIncidentType extends Construct implements IIncidentType {
  /** The id of the incident type. */
  public readonly incidentTypeId: string;

  constructor(scope: Construct, id: string, attrs: IncidentTypeAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'IncidentTypeAttributes');
    const p = new Problems();
    idOf(p, 'incidentTypeId', attrs.incidentTypeId, 'the id of the incident type');
    throwIfProblems(this, p);
    this.incidentTypeId = attrs.incidentTypeId;
  }
}
describedAs(ImportedIncidentType, 'IIncidentType');
