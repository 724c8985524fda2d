import { Construct } from 'constructs';
import type { CustomDbRoleAttributes, ICustomDbRole } from './custom-db-role-ref';
import { OPTIONS } from './private/option-keys.generated';
import { Problems, throwIfProblems } from '../../core/l2';

/**
 * An existing custom role known by its project and name (nothing is read from Atlas).
 */
export class ImportedCustomDbRole extends Construct implements ICustomDbRole {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the role. */
  public readonly roleName: string;

  constructor(scope: Construct, id: string, attrs: CustomDbRoleAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'CustomDbRoleAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId', 'roleName'], { projectId: 'the id of the Atlas project', roleName: 'the name of the custom role' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.roleName = attrs.roleName;
  }
}
