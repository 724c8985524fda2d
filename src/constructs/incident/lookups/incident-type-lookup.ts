import { Fn, IResolvable, propertyAccess, TerraformIterator, Token } from 'cdktn';
import { Construct } from 'constructs';
import type { IIncidentType, IncidentTypeAttributes } from './incident-type-ref';
import { hclString, templateText } from './private/lookups';
import { Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIncidentIncidentTypes } from '../../../generated/incident/data-incident-types/index';

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
   * @param name the name of the incident type, e.g. `Security`
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ImportedIncidentType } = require('./imported-incident-type') as typeof import('./imported-incident-type');
    return new ImportedIncidentType(scope, id, attrs);
  }
}

/**
 * An existing incident type, found by name in the list the `incident_incident_types` data source
 * reads. The data source carries a postcondition: the plan fails unless exactly one type has the
 * name.
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
    if (typeof name !== 'string' || (!Token.isUnresolved(name) && name.trim() === '')) {
      const p = new Problems();
      p.add('name', typeof name === 'string' ? 'is empty.' : 'expected a string.', { received: name, allowed: "the name of an incident type, e.g. 'Security'", fix: 'pass the name of the incident type.' });
      throwIfProblems(this, p);
    }
    this.incidentTypeName = name;
    // The name as an HCL expression: a token (a variable, say) as it is (cdktn writes the bare
    // reference inside an expression), a literal as an escaped string.
    const token = Token.isUnresolved(name);
    const quoted = token ? name : hclString(name);
    this.dataSource = new DataIncidentIncidentTypes(this, 'Lookup', {
      lifecycle: {
        postcondition: [{
          condition: `\${length([for t in self.incident_types : t if t.name == ${quoted}]) == 1}`,
          errorMessage: `Exactly one incident type must be named '${token ? name : templateText(name)}': check the name in Settings → Incident types.`,
        }],
      },
    });
    const matches = TerraformIterator.fromList(this.dataSource.incidentTypes as unknown as string[]).forExpressionForList(`val if val.name == ${quoted}`);
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
