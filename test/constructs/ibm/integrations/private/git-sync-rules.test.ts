/**
 * The rules of a Git sync's props, each alone: the repository URL, branch and file path in the
 * forms the App Configuration API documents (with the nearest good value in the fix), tokens not
 * judged, and where each rule comes from.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { GIT_SYNC_RULES, GitSyncInput } from '../../../../../src/constructs/ibm/integrations/private/git-sync-rules';
import { checkRules } from '../../../../../src/core/l2';
import { Collection, Environment, Instance } from '../integrations-util';

function problems(props: Partial<GitSyncInput>): string[] {
  const s = new TerraformStack(new App(), 'test');
  const instance = new Instance(s, 'I');
  const full: GitSyncInput = {
    instance,
    collection: new Collection(s, 'C', instance, 'c'),
    environment: new Environment(s, 'E', instance, 'e'),
    repository: 'https://api.github.com/repos/acme/app',
    branch: 'main',
    filePath: 'prod.json',
    token: 't',
    configId: 'a',
    configName: 'a',
    ...props,
  };
  return checkRules(GIT_SYNC_RULES, full).list.map((p) => `${p.field} [${p.id}] fix: ${p.fix}`);
}

test('good values and tokens pass', () => {
  const s = new TerraformStack(new App(), 'tokens');
  const t = new TerraformVariable(s, 't', { type: 'string' }).stringValue;
  expect(problems({})).toEqual([]);
  expect(problems({ repository: t, branch: t, filePath: t, configId: t, configName: t, promote: t, token: t })).toEqual([]);
  expect(problems({ repository: 'https://github.ibm.com/api/v3/repos/team/flags', branch: 'release/1.0', filePath: 'a/b/FLAGS.JSON', promote: '2026-12-07' })).toEqual([]);
});

test('the repository: the fix gives the API URL of a web page, drops a slash at the end, or shows the form', () => {
  expect(problems({ repository: 'https://api.github.com/repos/acme/app/' })).toEqual(["repository [ibm:git-repository-url] fix: write repository: 'https://api.github.com/repos/acme/app'."]);
  expect(problems({ repository: 'https://github.ibm.com/team/flags' })).toEqual(["repository [ibm:git-repository-url] fix: write repository: 'https://github.ibm.com/api/v3/repos/team/flags'."]);
  expect(problems({ repository: 'git@github.com:acme/app.git' })).toEqual(["repository [ibm:git-repository-url] fix: write the API URL of the repository, e.g. repository: 'https://api.github.com/repos/acme/app-config'."]);
  expect(problems({ repository: '' })).toEqual(['repository [l2:empty] fix: set repository.']);
});

test('the branch and the file path', () => {
  expect(problems({ branch: '/' })).toEqual(["branch [ibm:git-branch] fix: write the name of the branch, e.g. branch: 'main'."]);
  expect(problems({ filePath: 'config/prod.json/' })).toEqual(["filePath [ibm:git-file-path] fix: write filePath: 'config/prod.json'."]);
  expect(problems({ filePath: 'flags' })).toEqual(["filePath [ibm:git-file-path] fix: write filePath: 'flags.json'."]);
  expect(problems({ filePath: '/' })).toEqual(["filePath [ibm:git-file-path] fix: write the path of the file, e.g. filePath: 'config/prod.json'."]);
});

test('the token is described by its kind only; promote is a string', () => {
  const s = new TerraformStack(new App(), 'kinds');
  const instance = new Instance(s, 'I');
  const p = checkRules(GIT_SYNC_RULES, {
    instance,
    collection: new Collection(s, 'C', instance, 'c'),
    environment: new Environment(s, 'E', instance, 'e'),
    repository: 'https://api.github.com/repos/acme/app',
    branch: 'main',
    filePath: 'prod.json',
    token: '  ',
    configId: 'a',
    configName: 'a',
    promote: 1 as any,
  });
  expect(p.list.map((x) => [x.field, x.id, x.received])).toEqual([['token', 'l2:empty', 'a string (not shown: the field is sensitive)'], ['promote', 'l2:expected-string', '1']]);
});

test('each rule says on whose word', () => {
  expect(GIT_SYNC_RULES.map((r) => [r.name, r.documentedIn !== undefined ? `documented, ${r.level}` : r.enforcedBy !== undefined ? 'enforced' : 'contract'])).toEqual([
    ['the instance is an IAppConfiguration of the Enterprise plan', 'documented, error'],
    ['the collection and the environment are of the instance', 'contract'],
    ["configId: letters, digits, '.', '-' and '_'", 'documented, error'],
    ['configName: a name, any text', 'contract'],
    ['repository: the API URL of a GitHub repository', 'documented, error'],
    ['branch: no slash at either end', 'documented, error'],
    ['filePath: a .json file, no slash at either end', 'documented, error'],
    ['the token and promote are strings', 'contract'],
    ['configId is create-only', 'enforced'],
    ['a literal token is an error unless acknowledged', 'contract'],
  ]);
});

test('a collection of another instance: the fix names its id in this instance, or an example when the id is a reference', () => {
  const s = new TerraformStack(new App(), 'others');
  const other = new Instance(s, 'Other', 'a1b2c3');
  const t = new TerraformVariable(s, 'id', { type: 'string' }).stringValue;
  const fixes = ['orders', t].map((id) => problems({ collection: new Collection(s, `C${id.length}`, other, id) }));
  expect(fixes).toEqual([
    ["collection [ibm:other-instance] fix: pass a collection of the same instance, e.g. Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'orders' }), or make this in the instance of the collection: instance: collection.instance."],
    ["collection [ibm:other-instance] fix: pass a collection of the same instance, e.g. Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: 'checkout' }), or make this in the instance of the collection: instance: collection.instance."],
  ]);
});
