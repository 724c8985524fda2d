/**
 * GitSync: renders the provider's example (website/docs/r/app_config_snapshot) with the instance's
 * guid, the collection's and environment's ids, the token set quietly (a literal is this
 * construct's error unless acknowledged, ibm:literal-git-token), promote as the action; configId
 * create-only (ignore_changes and the check block); refuses what the API documents as invalid and
 * a collection or environment of another instance.
 */
import { AppConfigurationPlan, Collection, Environment, errorOf, GUID, gitToken, ibmStack, Instance, synthDoc, synthError, warningsOf } from './integrations-util';
import { Checks } from '../../../../src';
import { GitSync } from '../../../../src/constructs/ibm/integrations/git-sync';

const WHY = 'the provider neither updates git_config_id nor replaces the resource when it changes (resourceIbmIbmAppConfigSnapshotUpdate leaves it out)';

function sync(s: ReturnType<typeof ibmStack>, props: Partial<ConstructorParameters<typeof GitSync>[2]> = {}, plan?: AppConfigurationPlan): GitSync {
  const instance = new Instance(s, 'AppConfig', GUID, plan);
  return new GitSync(s, 'Sync', {
    instance,
    collection: new Collection(s, 'Checkout', instance, 'checkout'),
    environment: new Environment(s, 'Prod', instance, 'prod'),
    repository: 'https://api.github.com/repos/acme/app-config',
    branch: 'main',
    filePath: 'config/prod.json',
    token: gitToken(s),
    configId: 'checkout-prod',
    configName: 'checkout-prod',
    ...props,
  });
}

describe('GitSync', () => {
  test('the provider\'s example: the instance\'s guid, the ids of the collection and environment, the token, configId create-only', () => {
    const s = ibmStack();
    const g = sync(s, {}, AppConfigurationPlan.ENTERPRISE);
    const doc = synthDoc(s);
    expect(doc.resource.ibm_app_config_snapshot.Sync).toEqual({
      guid: GUID,
      collection_id: 'checkout',
      environment_id: 'prod',
      git_config_id: 'checkout-prod',
      git_config_name: 'checkout-prod',
      git_url: 'https://api.github.com/repos/acme/app-config',
      git_branch: 'main',
      git_file_path: 'config/prod.json',
      git_token: '${var.git_token}',
      lifecycle: { ignore_changes: ['git_config_id'] },
    });
    expect(doc.check).toEqual({
      Sync_create_only: {
        assert: [{
          condition: '${ibm_app_config_snapshot.Sync.git_config_id == "checkout-prod"}',
          error_message: `test/Sync: configId changed, from \${jsonencode(ibm_app_config_snapshot.Sync.git_config_id)} to \${jsonencode("checkout-prod")}, and the change is ignored: ${WHY}. `
            + 'Nothing is replaced. To apply it, replace the resource: terraform apply -replace=ibm_app_config_snapshot.Sync',
        }],
      },
    });
    expect([g.resource.node.id, g.configId, g.instance.node.path]).toEqual(['Default', 'checkout-prod', 'test/AppConfig']);
    expect(warningsOf(s)).toEqual([]);
  });

  test('promote is the action, as literal text; a GitHub Enterprise repository', () => {
    const s = ibmStack();
    sync(s, { promote: 'v1 ${x}', repository: 'https://github.acme.com/api/v3/repos/shop/flags' });
    const r = synthDoc(s).resource.ibm_app_config_snapshot.Sync;
    expect([r.action, r.git_url]).toEqual(['v1 $${x}', 'https://github.acme.com/api/v3/repos/shop/flags']);
    const t = ibmStack();
    sync(t, { repository: 'https://ghe.acme.io/api/v3/repos/shop/flags' });
    expect(synthDoc(t).resource.ibm_app_config_snapshot.Sync.git_url).toBe('https://ghe.acme.io/api/v3/repos/shop/flags');
  });

  test('a literal token fails synth unless acknowledged (ibm:literal-git-token), described by its kind only; the L1 does not warn of it again', () => {
    const s = ibmStack();
    sync(s, { token: 'ghp_16C7e42F292c6912E7710c838347Ae178B4a' });
    const message = synthError(s);
    expect(message).toContain('[test/Sync] [ibm:literal-git-token] token: is a literal string: the Git token would be written in plain text to cdk.tf.json and to the Terraform state. '
      + "Received: a string (not shown: the field is sensitive). Allowed: a token: a sensitive variable's value, or a reference to a secret store. "
      + "Fix: pass the value of a sensitive variable instead, e.g. token: new TerraformVariable(this, 'GitToken', { type: 'string', sensitive: true }).stringValue; "
      + "or, to keep the literal (a throwaway test repository), acknowledge it on the construct or above it: Checks.of(scope).acknowledge('ibm:literal-git-token', '<why the literal is acceptable>').");
    expect(message).not.toContain('ghp_16C7');
    const t = ibmStack();
    sync(t, { token: 'ghp_16C7e42F292c6912E7710c838347Ae178B4a' });
    Checks.of(t).acknowledge('ibm:literal-git-token', 'a throwaway repository of the tests');
    const warnings = warningsOf(t);
    expect(warnings.filter((w) => w.includes('literal'))).toEqual([expect.stringContaining('[ibm:literal-git-token]')]);
    expect(synthDoc(t).resource.ibm_app_config_snapshot.Sync.git_token).toBe('ghp_16C7e42F292c6912E7710c838347Ae178B4a');
  });

  test('an instance of another plan; a collection and an environment of another instance (ibm:enterprise-only, ibm:other-instance)', () => {
    const s = ibmStack();
    const other = new Instance(s, 'Other', 'a1b2c3');
    expect(errorOf(() => sync(s, { collection: new Collection(s, 'C', other, 'c'), environment: new Environment(s, 'E', other, 'prod') }, AppConfigurationPlan.LITE))).toBe(
      '[test/Sync] 3 problems:\n'
      + "  - instance: is an instance of the LITE plan (lite): Git sync (a snapshot) is offered on the Enterprise plan only. Received: the IAppConfiguration 'test/AppConfig' of plan AppConfigurationPlan.LITE. "
      + 'Allowed: an instance of plan AppConfigurationPlan.ENTERPRISE, or one whose plan is not given. Fix: make it in an Enterprise instance (plan: AppConfigurationPlan.ENTERPRISE); if this instance is on the Enterprise plan, give that plan, or leave plan unset.\n'
      + `  - collection: is a collection of another App Configuration instance (guid a1b2c3); this one is made in the instance of guid ${GUID}. Received: the ICollection 'test/C' of 'test/Other'. `
      + "Allowed: a collection of the instance 'test/AppConfig'. Fix: pass a collection of the same instance, e.g. Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'c' }), or make this in the instance of the collection: instance: collection.instance.\n"
      + `  - environment: is an environment of another App Configuration instance (guid a1b2c3); this one is made in the instance of guid ${GUID}. Received: the IEnvironment 'test/E' of 'test/Other'. `
      + "Allowed: an environment of the instance 'test/AppConfig'. Fix: pass an environment of the same instance, e.g. appConfig.environmentFromId('Environment', 'prod'), or make this in the instance of the environment: instance: environment.instance.");
    expect(s.node.tryFindChild('Sync')).toBeUndefined();
  });

  test('what the API documents as invalid: the repository\'s web page, slashes, no .json file, an id out of its characters, an empty promote (a name is any text)', () => {
    const s = ibmStack();
    expect(errorOf(() => sync(s, {
      repository: 'https://github.com/acme/app-config.git', branch: '/main/', filePath: '/config/prod.yaml', configId: 'checkout prod', configName: 'Checkout (prod)', promote: '',
    }))).toBe(
      '[test/Sync] 5 problems:\n'
      + "  - configId: has characters the App Configuration API does not take in an id: letters, digits, '.', '-' and '_' only. Received: \"checkout prod\". Allowed: the id of the git configuration: letters, digits, '.', '-' and '_'. Fix: write configId: 'checkout-prod'.\n"
      + '  - repository: is not the API URL of a GitHub repository: App Configuration writes through the GitHub API. Received: "https://github.com/acme/app-config.git". '
      + 'Allowed: https://api.github.com/repos/{owner}/{repository}, or https://{GitHub Enterprise host}/api/v3/repos/{owner}/{repository}, without a slash at the end. '
      + "Fix: write repository: 'https://api.github.com/repos/acme/app-config'.\n"
      + "  - branch: starts or ends with a slash: the API takes the branch name alone. Received: \"/main/\". Allowed: a branch name without a slash at the beginning or the end, e.g. main or release/1.0. Fix: write branch: 'main'.\n"
      + '  - filePath: is not the path of a .json file: App Configuration writes the configuration as JSON, to a file with the json extension. Received: "/config/prod.yaml". '
      + "Allowed: the path of a .json file, without a slash at the beginning or the end, e.g. config/prod.json. Fix: write filePath: 'config/prod.json'.\n"
      + "  - promote: is empty: the provider reads an empty action as none. Received: \"\". Allowed: a value whose every change promotes, e.g. a release tag. Fix: give a value, e.g. promote: 'v1', or remove promote.");
  });

  test('a bare id for the collection, no environment, no token, an unknown key', () => {
    const s = ibmStack();
    expect(errorOf(() => sync(s, { collection: 'checkout' as any, environment: undefined as any, token: undefined as any }))).toBe(
      '[test/Sync] 3 problems:\n'
      + "  - collection: expected an ICollection, not an id. Received: \"checkout\". Allowed: an ICollection, e.g. Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'checkout' }). "
      + "Fix: refer to it by its id: collection: Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'checkout' }).\n"
      + "  - environment: is required. Received: undefined. Allowed: an IEnvironment, e.g. appConfig.environmentFromId('Environment', 'prod'). Fix: pass the construct, e.g. appConfig.environmentFromId('Environment', 'prod').\n"
      + "  - token: is required. Received: undefined. Allowed: a GitHub token that can write the file: a sensitive variable's value. Fix: pass the token as a sensitive variable's value, e.g. token: new TerraformVariable(this, 'GitToken', { type: 'string', sensitive: true }).stringValue.");
    expect(errorOf(() => sync(ibmStack(), { url: 'x' } as any))).toBe(
      "[test/Sync] url: unknown option. Received: the key 'url'. Allowed: the options of GitSyncProps: collection, environment, repository, branch, filePath, token, configId, configName, promote, instance. Fix: remove 'url', or check its spelling against GitSyncProps.");
  });
});

describe('GitSync.fromGitSyncAttributes', () => {
  test('knows its instance and id; refuses an id out of the API\'s characters', () => {
    const s = ibmStack();
    const instance = new Instance(s, 'AppConfig');
    const g = GitSync.fromGitSyncAttributes(s, 'Existing', { instance, configId: 'checkout-prod' });
    expect([g.instance, g.configId]).toEqual([instance, 'checkout-prod']);
    expect(errorOf(() => GitSync.fromGitSyncAttributes(s, 'Bad', { instance, configId: 'a/b' }))).toBe(
      "[test/Bad] configId: has characters the App Configuration API does not take in an id: letters, digits, '.', '-' and '_' only. Received: \"a/b\". Allowed: the id of the git configuration: letters, digits, '.', '-' and '_'. Fix: write configId: 'a-b'.");
    expect(s.node.tryFindChild('Bad')).toBeUndefined();
  });
});
