/**
 * What the generator derives from the overlay for every provider: import support, import notes,
 * deprecation messages and the provider's own description and notes.
 */
import * as fs from 'fs';
import * as path from 'path';
import { equinix, mongodbatlas } from '../../src';
import { errorOf, stack } from '../util';

const GENERATED = path.join(__dirname, '..', '..', 'src', 'generated');

/** The doc comment right above `export class <name>` in a generated module. */
function classDoc(provider: string, module: string, name: string): string {
  const text = fs.readFileSync(path.join(GENERATED, provider, module, 'index.ts'), 'utf8');
  const end = text.indexOf(`export class ${name} `);
  const start = text.lastIndexOf('/**', end);
  if (end < 0 || start < 0) throw new Error(`no class ${name} in ${provider}/${module}`);
  return text.slice(start, end).replace(/^\s*\* ?/gm, '').replace(/\n/g, ' ');
}

describe('import', () => {
  test('a type the provider cannot import has no generateConfigForImport, and importFrom says why instead of failing at plan', () => {
    expect('generateConfigForImport' in mongodbatlas.MongodbatlasClusterOutageSimulation).toBe(false);
    expect('generateConfigForImport' in mongodbatlas.MongodbatlasCloudProviderAccessAuthorization).toBe(false);
    expect('generateConfigForImport' in mongodbatlas.MongodbatlasAdvancedCluster).toBe(true);

    const sim = new mongodbatlas.MongodbatlasClusterOutageSimulation(stack(), 'drill', {
      projectId: 'p',
      clusterName: 'c',
      outageFilters: [{ cloudProvider: 'AWS', regionName: 'US_EAST_1' }],
    });
    expect(errorOf(() => sim.importFrom('p-c'))).toBe(
      'mongodbatlas_cluster_outage_simulation cannot be imported: The provider does not support importing an outage simulation. Create it with this construct instead.');
    expect(classDoc('mongodbatlas', 'cluster-outage-simulation', 'MongodbatlasClusterOutageSimulation'))
      .toContain('This resource cannot be imported: The provider does not support importing an outage simulation.');
  });

  test('an import note is in the docs also when the id format is known, or not known at all', () => {
    expect(classDoc('incident', 'catalog-type-attribute', 'IncidentCatalogTypeAttribute'))
      .toContain('Import id: `<catalog_type_id>:<attribute_id>`. Import with `importFrom(id)` or `IncidentCatalogTypeAttribute.generateConfigForImport(...)`. Both ids are needed');
    expect(classDoc('equinix', 'fabric-connection', 'EquinixFabricConnection'))
      .toContain('Neither the specification nor the reference facts this library is generated from state an import id format');
    expect('generateConfigForImport' in equinix.EquinixFabricConnection).toBe(true);
  });
});

describe('deprecations and provider docs', () => {
  test('a deprecated type names its replacement in the docs', () => {
    expect(classDoc('mongodbatlas', 'cluster', 'MongodbatlasCluster'))
      .toContain('@deprecated Use `mongodbatlas_advanced_cluster` (`MongodbatlasAdvancedCluster`, or the `ReplicaSetCluster` and `ShardedCluster` constructs) for new clusters.');
  });

  test('the provider class carries the provider description and the overlay notes', () => {
    const overlay = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'spec', 'equinix', 'overlay.json'), 'utf8'));
    const doc = classDoc('equinix', 'provider', 'EquinixProvider');
    expect(overlay.provider.notes.length).toBe(2);
    for (const text of [overlay.provider.description, ...overlay.provider.notes]) {
      expect(doc).toContain(text.replace(/@/g, '\\@').replace(/\n/g, ' ').slice(0, 120));
    }
  });
});
