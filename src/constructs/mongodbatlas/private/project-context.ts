/**
 * The bind context of the variants that belong to one Atlas project (an encryption key, a database
 * user's scope): the project of the construct that binds them, which they check theirs against.
 * Not part of the public API.
 */
import { SecretsBindContext } from './secrets';
import { IConstruct, Problems } from '../../../core/l2';

/**
 * A `BindContext` with the project of the construct that binds the variant (and, as every
 * `SecretsBindContext`, the literal secrets the variant was given).
 */
export class ProjectBindContext extends SecretsBindContext {
  /**
   * @param scope the construct that binds the variant
   * @param projectId the id of its Atlas project (a token, or a value no check has judged yet, as given)
   * @param problems where the problems go
   */
  constructor(scope: IConstruct, public readonly projectId: string, problems?: Problems) {
    super(scope, problems);
  }
}
