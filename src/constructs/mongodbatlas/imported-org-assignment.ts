import { Construct } from 'constructs';
import type { IOrgAssignment, OrgAssignmentAttributes } from './org-assignment-ref';
import { OPTIONS } from './private/option-keys.generated';
import { TeamAssignment } from './team-assignment';
import type { ITeamAssignment } from './team-assignment-ref';
import { importedAttribute, Problems, throwIfProblems } from '../../core/l2';

const METHOD = 'OrgAssignment.fromOrgAssignmentAttributes';

/**
 * An existing organization membership known by its attributes (nothing is read from Atlas).
 */
export class ImportedOrgAssignment extends Construct implements IOrgAssignment {
  /** Id of the organization. */
  public readonly orgId: string;

  private readonly attrs: OrgAssignmentAttributes;

  constructor(scope: Construct, id: string, attrs: OrgAssignmentAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'OrgAssignmentAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['orgId'], { orgId: 'the 24-hexadecimal id of the organization' });
    throwIfProblems(this, p);
    this.orgId = attrs.orgId;
  }

  /** Username of the user (if given). */
  public get username(): string { return importedAttribute(this, METHOD, 'username', this.attrs.username); }
  /** Id of the user (if given). */
  public get userId(): string { return importedAttribute(this, METHOD, 'userId', this.attrs.userId); }

  /**
   * Adds the user to a team of the organization (needs `userId` in the attributes).
   * @param id a scoped id for the team assignment
   * @param teamId id of the team
   */
  public addToTeam(id: string, teamId: string): ITeamAssignment {
    return new TeamAssignment(this, id, { user: this, teamId });
  }
}
