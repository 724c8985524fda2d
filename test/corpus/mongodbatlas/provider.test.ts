/** The provider block with each credential style the provider documents (test/corpus/mongodbatlas/provider.ts). */
import { APPS } from './provider';
import { describeApps } from '../corpus';

describeApps('mongodbatlas corpus: the provider block', APPS, (synthesized) => {
  test('a service account sets client id and secret only; two aliased providers are two blocks', () => {
    expect(Object.keys(synthesized('service account (client id and secret)').doc.provider.mongodbatlas[0]).sort()).toEqual(['client_id', 'client_secret']);
    expect(synthesized('two aliased providers with base URLs').doc.provider.mongodbatlas).toHaveLength(2);
  });
});
