/**
 * IGitSync: every implementation gives the instance and the git configuration id.
 */
import { Collection, Environment, gitToken, ibmStack, Instance } from './integrations-util';
import { GitSync } from '../../../../src/constructs/ibm/integrations/git-sync';
import type { IGitSync } from '../../../../src/constructs/ibm/integrations/git-sync-ref';

test('GitSync and what fromGitSyncAttributes returns give instance and configId', () => {
  const s = ibmStack();
  const instance = new Instance(s, 'AppConfig');
  const all: IGitSync[] = [
    new GitSync(s, 'Made', {
      instance,
      collection: new Collection(s, 'C', instance, 'checkout'),
      environment: new Environment(s, 'E', instance, 'prod'),
      repository: 'https://api.github.com/repos/acme/app-config',
      branch: 'main',
      filePath: 'config/prod.json',
      token: gitToken(s),
      configId: 'checkout-prod',
      configName: 'checkout-prod',
    }),
    GitSync.fromGitSyncAttributes(s, 'Existing', { instance, configId: 'old' }),
  ];
  expect(all.map((k) => [k.instance, k.configId])).toEqual([[instance, 'checkout-prod'], [instance, 'old']]);
});
