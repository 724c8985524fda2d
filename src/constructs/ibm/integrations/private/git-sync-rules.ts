/**
 * The rules of a Git sync's props (`GitSync`): the instance's plan, the collection and environment
 * of that instance, the ids, and the repository URL, branch and file path in the forms the App
 * Configuration API documents. Not part of the public API.
 */
import { ENTERPRISE_DOCS, enterpriseOnly, EXAMPLES, idCharactersRule, instanceOf, memberOf, sameInstance } from './integration-checks';
import { idOf, isKnown, Problems, PropRule } from '../../../../core/l2/index';
import type { ICollection } from '../../collections/collection-ref';
import type { IEnvironment } from '../../environments/environment-ref';
import type { IAppConfiguration } from '../../instance/app-configuration-ref';

/** What the rules read of a Git sync's props (GitSyncProps). */
export interface GitSyncInput {
  readonly instance: IAppConfiguration;
  readonly collection: ICollection;
  readonly environment: IEnvironment;
  readonly repository: string;
  readonly branch: string;
  readonly filePath: string;
  readonly token: string;
  readonly configId: string;
  readonly configName: string;
  readonly promote?: string;
}

/** Where the SDK documents the git fields (the provider passes them to the API unchecked). */
const SDK = 'App Configuration admin SDK (appconfigurationv1): CreateGitconfigOptions';
const DOCS = 'terraform-provider-ibm website/docs/r/app_config_snapshot.html.markdown';

/** A repository URL the API takes: GitHub's API URL of the repository, or a GitHub Enterprise one. */
const REPOSITORY = [
  /^https:\/\/api\.github\.com\/repos\/[^/\s]+\/[^/\s]+$/,
  /^https:\/\/[^/\s]+\/api\/v3\/repos\/[^/\s]+\/[^/\s]+$/,
];

/** The API URL of a repository written as its web page (`https://github.com/acme/app`), or undefined. */
function apiUrlOf(v: string): string | undefined {
  const s = v.trim().replace(/\/+$/, '').replace(/\.git$/, '');
  const web = /^https?:\/\/github\.com\/([^/\s]+)\/([^/\s]+)$/.exec(s);
  if (web) return `https://api.github.com/repos/${web[1]}/${web[2]}`;
  const enterprise = /^https?:\/\/(github\.[^/\s]+\.com)\/([^/\s]+)\/([^/\s]+)$/.exec(s);
  if (enterprise && enterprise[2] !== 'api') return `https://${enterprise[1]}/api/v3/repos/${enterprise[2]}/${enterprise[3]}`;
  if (REPOSITORY.some((r) => r.test(s))) return s;
  return undefined;
}

/** `repository`: the form the API documents (`ibm:git-repository-url`). */
function checkRepository(p: Problems, v: unknown): void {
  const url = idOf(p, 'repository', v, 'https://api.github.com/repos/<owner>/<repository>');
  if (url === undefined || !isKnown(url) || REPOSITORY.some((r) => r.test(url))) return;
  const near = apiUrlOf(url);
  p.add('repository', 'is not the API URL of a GitHub repository: App Configuration writes through the GitHub API.', {
    id: 'ibm:git-repository-url',
    received: url,
    allowed: 'https://api.github.com/repos/{owner}/{repository}, or https://{GitHub Enterprise host}/api/v3/repos/{owner}/{repository}, without a slash at the end',
    fix: near !== undefined ? `write repository: '${near}'.` : "write the API URL of the repository, e.g. repository: 'https://api.github.com/repos/acme/app-config'.",
  });
}

/** `branch`: a branch name without a slash at either end (`ibm:git-branch`). */
function checkBranch(p: Problems, v: unknown): void {
  const branch = idOf(p, 'branch', v, 'the name of a branch of the repository, e.g. main');
  if (branch === undefined || !isKnown(branch) || !/^\/|\/$/.test(branch)) return;
  const near = branch.replace(/^\/+|\/+$/g, '');
  p.add('branch', 'starts or ends with a slash: the API takes the branch name alone.', {
    id: 'ibm:git-branch',
    received: branch,
    allowed: 'a branch name without a slash at the beginning or the end, e.g. main or release/1.0',
    fix: near !== '' ? `write branch: '${near}'.` : "write the name of the branch, e.g. branch: 'main'.",
  });
}

/** `filePath`: a path of a `.json` file without a slash at either end (`ibm:git-file-path`). */
function checkFilePath(p: Problems, v: unknown): void {
  const path = idOf(p, 'filePath', v, 'the path of a .json file in the repository, e.g. config/prod.json');
  if (path === undefined || !isKnown(path)) return;
  const bare = path.replace(/^\/+|\/+$/g, '');
  const json = /\.json$/i.test(bare);
  if (json && bare === path) return;
  const near = json ? bare : bare === '' ? '' : `${bare.replace(/\.[A-Za-z0-9]+$/, '')}.json`;
  p.add('filePath', json ? 'starts or ends with a slash: the API takes the path inside the repository.' : 'is not the path of a .json file: App Configuration writes the configuration as JSON, to a file with the json extension.', {
    id: 'ibm:git-file-path',
    received: path,
    allowed: 'the path of a .json file, without a slash at the beginning or the end, e.g. config/prod.json',
    fix: near !== '' ? `write filePath: '${near}'.` : "write the path of the file, e.g. filePath: 'config/prod.json'.",
  });
}

/** `token`: a string, not blank (described by its kind only: it is a secret). */
function checkToken(p: Problems, v: unknown): void {
  if (typeof v === 'string' && (!isKnown(v) || v.trim() !== '')) return;
  const unset = v === undefined || v === null;
  p.add('token', unset ? 'is required.' : typeof v === 'string' ? 'is empty.' : 'expected a string.', {
    id: unset ? 'l2:required' : typeof v === 'string' ? 'l2:empty' : 'l2:expected-string',
    received: v,
    sensitive: true,
    allowed: 'a GitHub token that can write the file: a sensitive variable\'s value',
    fix: `pass the token as a sensitive variable's value, e.g. token: ${TOKEN_VARIABLE}.`,
  });
}

/** `promote`: unset, or a string that is not blank. */
function checkPromote(p: Problems, v: unknown): void {
  if (v === undefined || v === null || (typeof v === 'string' && (!isKnown(v) || v.trim() !== ''))) return;
  p.add('promote', typeof v === 'string' ? 'is empty: the provider reads an empty action as none.' : 'expected a string.', {
    id: typeof v === 'string' ? 'l2:empty' : 'l2:expected-string',
    received: v,
    allowed: 'a value whose every change promotes, e.g. a release tag',
    fix: "give a value, e.g. promote: 'v1', or remove promote.",
  });
}

/** How a fix passes the token. */
export const TOKEN_VARIABLE = "new TerraformVariable(this, 'GitToken', { type: 'string', sensitive: true }).stringValue";

/** The rules of a Git sync's props, in the order of their problems. */
export const GIT_SYNC_RULES: ReadonlyArray<PropRule<GitSyncInput>> = [
  {
    name: 'the instance is an IAppConfiguration of the Enterprise plan',
    summary: 'snapshots (Git sync) are offered on the Enterprise plan only: an instance of another given plan is refused (ibm:enterprise-only).',
    documentedIn: ENTERPRISE_DOCS,
    level: 'error',
    check: (props, p) => {
      const instance = instanceOf(p, props.instance);
      if (instance !== undefined) enterpriseOnly(p, instance, 'Git sync (a snapshot)');
    },
  },
  {
    name: 'the collection and the environment are of the instance',
    contract: 'a git configuration names the collection and the environment of its own instance (its guid); the L2 refuses those of another instance (ibm:other-instance)',
    check: (props, p) => {
      const collection = memberOf(p, 'collection', props.collection, { name: 'ICollection', key: 'collectionId', example: EXAMPLES.collection });
      const environment = memberOf(p, 'environment', props.environment, { name: 'IEnvironment', key: 'environmentId', example: EXAMPLES.environment });
      const instance = props.instance !== null && typeof props.instance === 'object' && typeof props.instance.guid === 'string' ? props.instance : undefined;
      if (instance === undefined) return;
      if (collection !== undefined) sameInstance(p, 'collection', instance, props.collection, 'a collection', EXAMPLES.collection(isKnown(collection) ? collection : undefined));
      if (environment !== undefined) sameInstance(p, 'environment', instance, props.environment, 'an environment', EXAMPLES.environment(isKnown(environment) ? environment : undefined));
    },
  },
  idCharactersRule('configId', (props) => props.configId, 'the id of the git configuration', 'checkout-prod', `${SDK}.GitConfigID; resource_ibm_app_config_snapshot.go: git_config_id's Description`),
  {
    name: 'configName: a name, any text',
    contract: 'names are text (IBM\'s own samples use spaces in names, though the SDK words them like ids)',
    check: (props, p) => {
      const v: unknown = props.configName;
      if (typeof v === 'string' && (!isKnown(v) || v.trim() !== '')) return;
      p.add('configName', v === undefined || v === null ? 'is required.' : typeof v === 'string' ? 'is empty.' : 'expected a string.', {
        id: v === undefined || v === null ? 'l2:required' : typeof v === 'string' ? 'l2:empty' : 'l2:expected-string',
        received: v,
        allowed: 'the name of the git configuration',
        fix: "write configName: 'Checkout (prod)'.",
      });
    },
  },
  { name: 'repository: the API URL of a GitHub repository', documentedIn: `${SDK}.GitURL; ${DOCS} (git_url)`, level: 'error', check: (props, p) => checkRepository(p, props.repository) },
  { name: 'branch: no slash at either end', documentedIn: 'git check-ref-format (a branch name neither begins nor ends with a slash), which GitHub\'s API applies to the branch it writes to', level: 'error', check: (props, p) => checkBranch(p, props.branch) },
  { name: 'filePath: a .json file, no slash at either end', documentedIn: `${SDK}.GitFilePath; ${DOCS} (git_file_path)`, level: 'error', check: (props, p) => checkFilePath(p, props.filePath) },
  {
    name: 'the token and promote are strings',
    contract: 'the provider requires git_token; promote is rendered as the action, whose change promotes',
    check: (props, p) => {
      checkToken(p, props.token);
      checkPromote(p, props.promote);
    },
  },
  {
    name: 'configId is create-only',
    summary: 'a change of configId is ignored (lifecycle.ignore_changes) and warned of at plan by a check block, which says how to replace the resource.',
    enforcedBy: 'ibm/service/appconfiguration/resource_ibm_app_config_snapshot.go: resourceIbmIbmAppConfigSnapshotUpdate (its HasChanges list leaves git_config_id out, and the schema does not mark it ForceNew)',
  },
  {
    name: 'a literal token is an error unless acknowledged',
    summary: 'git_token is Sensitive in the provider\'s schema: a literal is written in plain text to cdk.tf.json and the state (ibm:literal-git-token, checked at synth).',
    contract: 'product policy (errorUnlessAcknowledged), as for every secret of the L2s: git_token is Sensitive in resource_ibm_app_config_snapshot.go, ResourceIBMIbmAppConfigSnapshot',
  },
];
