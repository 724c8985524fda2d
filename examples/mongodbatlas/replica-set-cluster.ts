/**
 * A multi-region replica set with analytics nodes, auto-scaling and process settings; a dev copy
 * that may be destroyed; and an outage drill of the secondary region.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas, RemovalPolicy } from '../../src';

export class ReplicaSetClusterStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      publicKey: new TerraformVariable(this, 'atlas_public_key', { type: 'string' }).stringValue,
      privateKey: new TerraformVariable(this, 'atlas_private_key', { type: 'string', sensitive: true }).stringValue,
    });
    const projectId = new TerraformVariable(this, 'project_id', { type: 'string' }).stringValue;

    const payments = new mongodbatlas.ReplicaSetCluster(this, 'Payments', {
      projectId,
      name: 'payments',
      instanceSize: 'M40',
      analyticsInstanceSize: 'M30',
      diskSizeGb: 200,
      mongoDbMajorVersion: '8.0',
      backupEnabled: true,
      pitEnabled: true,
      autoScaling: { computeEnabled: true, computeMaxInstanceSize: 'M80', computeScaleDownEnabled: true, computeMinInstanceSize: 'M40', diskGbEnabled: true },
      advancedConfiguration: {
        minimumEnabledTlsProtocol: 'TLS1_2',
        tlsCipherConfigMode: 'CUSTOM',
        customOpensslCipherConfigTls12: ['TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384', 'TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256'],
        oplogMinRetentionHours: 24,
      },
      biConnector: { enabled: true },
      regions: [
        { provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 },
        { provider: 'AWS', region: 'US_EAST_2', electableNodes: 2 },
      ],
      tags: { team: 'payments' },
      timeouts: { create: '2h', update: '2h', delete: '1h' },
    });
    payments.addRegion({ provider: 'AWS', region: 'US_WEST_2', analyticsNodes: 1 });
    payments.simulateOutage('Drill', { regions: [{ provider: 'AWS', region: 'US_EAST_2' }] });

    new mongodbatlas.ReplicaSetCluster(this, 'Sandbox', {
      projectId,
      name: 'payments-sandbox',
      instanceSize: 'M10',
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
      removalPolicy: RemovalPolicy.DESTROY,
    });

    new TerraformOutput(this, 'payments_srv', { value: payments.connectionStrings.standardSrv });
  }
}
