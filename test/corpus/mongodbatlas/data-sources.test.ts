/** Every mongodbatlas data source (test/corpus/mongodbatlas/data-sources.ts). */
import { APPS } from './data-sources';
import { describeApps } from '../corpus';

describeApps('mongodbatlas corpus: data sources', APPS, (synthesized) => {
  test('one app reads all 13 data source types', () => {
    expect(Object.keys(synthesized(APPS[0].name).doc.data).length).toBe(13);
  });
});
