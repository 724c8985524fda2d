import { base, clusterStack, synthDoc } from './cluster-util';
import { mongodbatlas } from '../../../src';
import { BiConnectorReadPreference, CipherMode, CloudProvider, InstanceSize, TlsVersion } from '../../../src/constructs/mongodbatlas/cluster-values';
import { CIPHER_MODES, DEDICATED_TIERS, PROVIDERS, READ_PREFERENCES, TIER_RAM_GB, TLS_PROTOCOLS } from '../../../src/facts/mongodbatlas/atlas';

const values = (c: object) => Object.keys(c).map((k) => (c as any)[k]).sort();

describe('value classes', () => {
  test('hold exactly the values the rules check against', () => {
    expect(values(CloudProvider)).toEqual([...PROVIDERS].sort());
    expect(values(TlsVersion)).toEqual([...TLS_PROTOCOLS].sort());
    expect(values(CipherMode)).toEqual([...CIPHER_MODES].sort());
    expect(values(BiConnectorReadPreference)).toEqual([...READ_PREFERENCES].sort());
    expect(values(InstanceSize)).toEqual([...DEDICATED_TIERS, 'M0', 'FLEX'].sort());
  });

  test('Gen2 tiers have the memory of the tier of the same name (the disk-size rule of the L1 reads it)', () => {
    const gen2 = Object.keys(TIER_RAM_GB).filter((t) => t.endsWith('_GEN_2'));
    expect(gen2.length).toBe(22);
    for (const t of gen2) expect([t, TIER_RAM_GB[t]]).toEqual([t, TIER_RAM_GB[t.replace(/_GEN_2$/, '')]]);
  });

  test('are plain strings in props', () => {
    const s = clusterStack();
    new mongodbatlas.ReplicaSetCluster(s, 'Orders', {
      ...base,
      instanceSize: InstanceSize.M40,
      advancedConfiguration: { minimumEnabledTlsProtocol: TlsVersion.TLS1_2 },
      regions: [{ provider: CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }],
    });
    const body = synthDoc(s).resource.mongodbatlas_advanced_cluster.Orders;
    expect(body.replication_specs[0].region_configs[0]).toEqual(expect.objectContaining({ provider_name: 'AWS', electable_specs: { instance_size: 'M40', node_count: 3 } }));
    expect(body.advanced_configuration).toEqual({ minimum_enabled_tls_protocol: 'TLS1_2' });
  });
});
