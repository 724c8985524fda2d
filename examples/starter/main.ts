/**
 * A CDK Terrain app with terrain-constructs: one stack per provider (mongodbatlas, incident, ibm, equinix),
 * credentials from sensitive Terraform variables (set them with TF_VAR_<name> at plan and apply
 * time; their values never reach cdk.tf.json).
 *
 *   npm install && npm run synth     # writes cdktf.out/stacks/<stack>/cdk.tf.json
 *   npm run validate                 # Terraform validate and plan of every stack, offline (validate.ts)
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { TerrainSynth } from 'terrain-constructs/core';
import * as mongodbatlas from 'terrain-constructs/mongodbatlas';
import * as incident from 'terrain-constructs/incident';
import * as ibm from 'terrain-constructs/ibm';
import * as equinix from 'terrain-constructs/equinix';

/** A sensitive string variable: its value never appears in cdk.tf.json. */
function secret(scope: Construct, name: string): string {
  return new TerraformVariable(scope, name, { type: 'string', sensitive: true }).stringValue;
}

/** MongoDB Atlas: a three-node replica set, sized by intent (the construct owns priorities). */
class AtlasStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      clientId: secret(this, 'atlas_client_id'),
      clientSecret: secret(this, 'atlas_client_secret'),
    });
    const projectId = new TerraformVariable(this, 'atlas_project_id', { type: 'string' }).stringValue;
    new mongodbatlas.ReplicaSetCluster(this, 'Orders', {
      projectId,
      name: 'orders',
      instanceSize: mongodbatlas.InstanceSize.M10,
      regions: [{ provider: mongodbatlas.CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }],
    });
  }
}

/** incident.io: a catalog type for the services the on-call team owns. */
class IncidentStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new incident.IncidentProvider(this, 'incident', { apiKey: secret(this, 'incident_api_key') });
    new incident.IncidentCatalogType(this, 'Services', {
      name: 'Service',
      description: 'Services the on-call team owns',
      sourceRepoUrl: 'https://github.com/example/catalog',
    });
  }
}

/** IBM Cloud App Configuration: an environment in an existing instance. */
class IbmStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new ibm.IbmProvider(this, 'ibm', { ibmcloudApiKey: secret(this, 'ibmcloud_api_key'), region: 'us-south' });
    const guid = new TerraformVariable(this, 'app_config_guid', { type: 'string' }).stringValue;
    new ibm.IbmAppConfigEnvironment(this, 'Staging', { guid, environmentId: 'staging', name: 'Staging' });
  }
}

/** Equinix Fabric: a standard cloud router in Silicon Valley. */
class EquinixStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new equinix.EquinixProvider(this, 'equinix', {
      clientId: secret(this, 'equinix_client_id'),
      clientSecret: secret(this, 'equinix_client_secret'),
    });
    const projectId = new TerraformVariable(this, 'equinix_project_id', { type: 'string' }).stringValue;
    new equinix.EquinixFabricCloudRouter(this, 'Router', {
      name: 'edge-router',
      type: 'XF_ROUTER',
      location: { metroCode: 'SV' },
      packageAttribute: { code: 'STANDARD' },
      project: { projectId },
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    });
  }
}

export const app = new App();
new AtlasStack(app, 'atlas');
new IncidentStack(app, 'incident');
new IbmStack(app, 'ibm');
new EquinixStack(app, 'equinix');
// Run as the app (npm run synth, cdktn synth): synthesizes and prints the warnings with their
// ids (a plain app.synth() leaves them in manifest.json only). validate.ts imports the app instead.
if (require.main === module) TerrainSynth.synth(app);
