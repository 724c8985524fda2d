import type { EscalationPathLookupOptions, IEscalationPath } from './escalation-path-ref';
import { Construct, literalText } from '../../../core/l2/index';
import { DataIncidentEscalationPath } from '../../../generated/incident/data-escalation-path/index';
import { refuseNonStrings } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An existing escalation path, read through the `incident_escalation_path` data source by name
 * or id (`EscalationPath.fromName`, `EscalationPath.fromId`). Terraform reads it at plan and
 * fails when no path matches. Neither name nor id, or an empty one, is an error in the options'
 * words (the data source's rule, `rule:data.incident_escalation_path/id-or-name`, says it at synth
 * in Terraform's).
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/escalation_path
 */
export class EscalationPathLookup extends Construct implements IEscalationPath {
  /** The underlying data source: every attribute of the path, e.g. its nodes and working hours. */
  public readonly dataSource: DataIncidentEscalationPath;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param options the name or the id of the escalation path
   */
  constructor(scope: Construct, id: string, options: EscalationPathLookupOptions) {
    super(scope, id);
    OPTIONS.props(this, options, 'EscalationPathLookupOptions');
    refuseNonStrings(scope, this, options, { name: 'the name of the escalation path', escalationPathId: 'the id of the escalation path' }, [], ['name', 'escalationPathId']);
    this.dataSource = new DataIncidentEscalationPath(this, 'Lookup', { name: literalText(options.name), id: options.escalationPathId });
  }

  /** The id of the escalation path: what an alert route escalates to. */
  public get escalationPathId(): string {
    return this.dataSource.id;
  }

  /** The name of the escalation path. */
  public get escalationPathName(): string {
    return this.dataSource.name;
  }

  /** Ids of the teams that own the path. */
  public get teamIds(): string[] {
    return this.dataSource.teamIds;
  }
}
