import { TerraformOutput } from 'cdktn';
import { LegacyCluster } from '../../../src/constructs/mongodbatlas/legacy-cluster';
import { MongodbatlasProvider } from '../../../src/generated/mongodbatlas/provider';
import { synth } from '../../util';

test('probe', () => {
  const { doc, warnings } = synth((s) => {
    new MongodbatlasProvider(s, 'atlas');
    const c = new LegacyCluster(s, 'Orders', { projectId: 'p', name: 'orders', provider: 'AWS', instanceSize: 'M10', regions: [{ region: 'US_EAST_1', electableNodes: 3 }], labels: { b: '2', a: '1' }, advancedConfiguration: { defaultReadConcern: 'x', minimumEnabledTlsProtocol: 'TLS1_2' } });
    new TerraformOutput(s, 'srv', { value: c.connectionStrings.standardSrv });
  });
  console.log(JSON.stringify(doc, null, 1), warnings);
});
