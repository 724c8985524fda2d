import { Construct } from 'constructs';
import { OPTIONS } from './private/option-keys.generated';
import type { ITeamAssignment, TeamAssignmentAttributes } from './team-assignment-ref';
import { Problems, throwIfProblems } from '../../core/l2';

/**
 * An existing team membership known by its attributes (nothing is read from Atlas).
 */
export class ImportedTeamAssignment extends Construct implements ITeamAssignment {
  /** Id of the organization. */
  public readonly orgId: string;
  /** Id of the team. */
  public readonly teamId: string;
  /** Id of the user. */
  public readonly userId: string;

  constructor(scope: Construct, id: string, attrs: TeamAssignmentAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'TeamAssignmentAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['orgId', 'teamId', 'userId'], {
      orgId: 'the 24-hexadecimal id of the organization', teamId: 'the 24-hexadecimal id of the team', userId: 'the 24-hexadecimal id of the user',
    });
    throwIfProblems(this, p);
    this.orgId = attrs.orgId;
    this.teamId = attrs.teamId;
    this.userId = attrs.userId;
  }
}
