import type { GitSyncAttributes, IGitSync } from './git-sync-ref';
import { addCreateOnlyCheck, CreateOnlyInput, ignoredAttributes } from '../private/create-only';
import { GIT_SYNC_RULES, TOKEN_VARIABLE } from './private/git-sync-rules';
import { apiId, instanceOf } from './private/integration-checks';
import {
  checkRules, Construct, dependOn, describedAs, errorUnlessAcknowledged, isKnown,
  literalText, Problems, renderedLater, setInput, throwIfProblems, Token,
} from '../../../core/l2/index';
import { IbmAppConfigSnapshot } from '../../../generated/ibm/app-config-snapshot/index';
import type { ICollection } from '../collections/collection-ref';
import type { IEnvironment } from '../environments/environment-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** Options of a Git sync, for `AppConfiguration#syncToGit`. */
export interface GitSyncOptions {
  /** The collection whose flags and properties are written (of the same instance). */
  readonly collection: ICollection;
  /** The environment whose values are written (of the same instance). */
  readonly environment: IEnvironment;
  /**
   * The GitHub API URL of the repository: `https://api.github.com/repos/{owner}/{repository}`, or
   * `https://{GitHub Enterprise host}/api/v3/repos/{owner}/{repository}` for GitHub Enterprise
   * (not the repository's web page), without a slash at the end.
   */
  readonly repository: string;
  /** The branch the file is written to, e.g. `main` (it must exist; no slash at either end). */
  readonly branch: string;
  /** The path of the file in the repository, a `.json` file, e.g. `config/prod.json` (no slash at either end). */
  readonly filePath: string;
  /**
   * A GitHub token that can write the file. A secret: pass a sensitive variable's value; a literal
   * fails synth (`ibm:literal-git-token`) unless acknowledged with
   * `Checks.of(scope).acknowledge('ibm:literal-git-token', reason)`.
   */
  readonly token: string;
  /**
   * The id of the git configuration: letters, digits, `.`, `-` and `_`. Create-only: the provider
   * neither updates nor replaces it, so a change is ignored and warned of at plan until the
   * resource is replaced (`terraform apply -replace=ibm_app_config_snapshot.<name>`).
   */
  readonly configId: string;
  /** The name of the git configuration. Literal text: it reaches the provider as written. */
  readonly configName: string;
  /**
   * A value whose every change promotes: writes the collection's flags and properties of the
   * environment to the file (the provider's `action`; at an update, a change of it calls the
   * API's promote, which the SDK marks deprecated). Give a new one, e.g. a release tag, each time
   * the file should be written again. Creating the Git sync promotes nothing: a value given at
   * creation promotes only once it changes. Change it in an apply of its own: the provider's
   * update then promotes and applies no other change, and a new collection, environment or token
   * given in the same apply is recorded but never sent. Literal text: it reaches the provider as
   * written (`${` and `%{` included); pass a reference as a token, e.g. a variable's
   * `stringValue`.
   * @default - nothing is promoted
   */
  readonly promote?: string;
}

/** Properties of a Git sync. */
export interface GitSyncProps extends GitSyncOptions {
  /** The App Configuration instance (Enterprise plan: an instance of another given plan is refused). */
  readonly instance: IAppConfiguration;
}

/** Why a change of configId is ignored, for the check's message. */
const WHY = 'the provider neither updates git_config_id nor replaces the resource when it changes (resourceIbmIbmAppConfigSnapshotUpdate leaves it out)';

/**
 * Git sync of an App Configuration collection in one environment (`ibm_app_config_snapshot`, a
 * git configuration): its flags and properties are written as JSON to a file in a GitHub
 * repository when promoted. Enterprise plan only.
 *
 * The provider updates the git configuration in place, but for its id (`configId`), which it
 * neither updates nor replaces: `configId` is create-only here (the resource ignores its changes,
 * and a Terraform `check` block, `<construct path in the stack>_create_only`, warns at every plan while it differs
 * from what the Git sync was created with; replace the resource to change it:
 * `terraform apply -replace=ibm_app_config_snapshot.<name>`).
 *
 * ```ts
 * new GitSync(this, 'Sync', {
 *   instance: appConfig, collection, environment,
 *   repository: 'https://api.github.com/repos/acme/app-config', branch: 'main', filePath: 'config/prod.json',
 *   token: new TerraformVariable(this, 'GitToken', { type: 'string', sensitive: true }).stringValue,
 *   configId: 'checkout-prod', configName: 'checkout-prod', promote: 'v1',
 * });
 * ```
 *
 * @resource ibm_app_config_snapshot
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/resources/app_config_snapshot
 */
export class GitSync extends Construct implements IGitSync {
  /**
   * Refers to an existing Git sync by its id, without reading IBM Cloud.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the instance and the git configuration id
   */
  public static fromGitSyncAttributes(scope: Construct, id: string, attrs: GitSyncAttributes): IGitSync {
    return new ImportedGitSync(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IbmAppConfigSnapshot;
  /** The instance the Git sync belongs to. */
  public readonly instance: IAppConfiguration;
  /** The git configuration id. */
  public readonly configId: string;

  constructor(scope: Construct, id: string, props: GitSyncProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'GitSyncProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = checkRules(GIT_SYNC_RULES, props);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = props.instance;
    this.configId = props.configId;
    const createOnly: CreateOnlyInput[] = [{ prop: 'configId', attribute: 'git_config_id', value: props.configId }];
    this.resource = new IbmAppConfigSnapshot(this, 'Default', {
      provider: this.instance.provider,
      guid: this.instance.guid,
      collectionId: props.collection.collectionId,
      environmentId: props.environment.environmentId,
      gitConfigId: props.configId,
      gitConfigName: literalText(props.configName),
      gitUrl: props.repository,
      gitBranch: props.branch,
      gitFilePath: props.filePath,
      // Set below, quietly: a literal token is this construct's error (unless acknowledged).
      gitToken: Token.asString(renderedLater()),
      ...(props.promote !== undefined && props.promote !== null ? { action: literalText(props.promote) } : {}),
      lifecycle: { ignoreChanges: ignoredAttributes(createOnly) },
    });
    setInput(this.resource, 'gitToken', props.token, { quiet: true });
    const token = props.token;
    errorUnlessAcknowledged(this, 'ibm:literal-git-token', () => {
      if (!isKnown(token) || token.includes('${')) return [];
      const own = new Problems();
      own.add('token', 'is a literal string: the Git token would be written in plain text to cdk.tf.json and to the Terraform state.', {
        id: 'ibm:literal-git-token',
        received: token,
        sensitive: true,
        allowed: "a token: a sensitive variable's value, or a reference to a secret store",
        fix: `pass the value of a sensitive variable instead, e.g. token: ${TOKEN_VARIABLE}; or, to keep the literal (a throwaway test repository), `
          + "acknowledge it on the construct or above it: Checks.of(scope).acknowledge('ibm:literal-git-token', '<why the literal is acceptable>').",
      });
      return own.list;
    });
    addCreateOnlyCheck(this.node.path, this.resource, createOnly, WHY);
    // The snapshot names its collection and environment by id: made in this app, they are made first.
    dependOn(this.resource, props.collection);
    dependOn(this.resource, props.environment);
  }
}

/**
 * An existing Git sync known by its instance and id (nothing is read from IBM Cloud): what
 * `GitSync.fromGitSyncAttributes` returns.
 */
class ImportedGitSync extends Construct implements IGitSync {
  public readonly instance: IAppConfiguration;
  public readonly configId: string;

  constructor(scope: Construct, id: string, attrs: GitSyncAttributes) {
    super(scope, id);
    try {
      OPTIONS.props(this, attrs, 'GitSyncAttributes');
      const p = new Problems();
      instanceOf(p, attrs.instance);
      apiId(p, 'configId', attrs.configId, 'the id of the git configuration', 'checkout-prod');
      throwIfProblems(this, p);
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    this.instance = attrs.instance;
    this.configId = attrs.configId;
  }
}
describedAs(ImportedGitSync, 'IGitSync');
