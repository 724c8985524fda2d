import type { CustomDbRoleLookupOptions, ICustomDbRole } from './custom-db-role-ref';
import { OPTIONS } from './private/option-keys.generated';
import { Construct, Problems, throwIfProblems } from '../../core/l2';
import { DataMongodbatlasCustomDbRole } from '../../generated/mongodbatlas/data-custom-db-role';

/**
 * An existing custom role, read through the `mongodbatlas_custom_db_role` data source.
 *
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/data-sources/custom_db_role
 */
export class CustomDbRoleLookup extends Construct implements ICustomDbRole {
  /** The underlying data source: the role's actions and inherited roles. */
  public readonly dataSource: DataMongodbatlasCustomDbRole;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the role. */
  public readonly roleName: string;

  constructor(scope: Construct, id: string, options: CustomDbRoleLookupOptions) {
    super(scope, id);
    OPTIONS.props(this, options, 'CustomDbRoleLookupOptions');
    const p = new Problems();
    p.required(options, ['projectId', 'roleName'], { projectId: 'the id of the Atlas project', roleName: 'the name of the custom role' });
    throwIfProblems(this, p);
    this.projectId = options.projectId;
    this.roleName = options.roleName;
    this.dataSource = new DataMongodbatlasCustomDbRole(this, 'Lookup', { projectId: options.projectId, roleName: options.roleName });
  }
}
