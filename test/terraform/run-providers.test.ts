/**
 * The stand-in providers a run needs (src/terraform/run-providers.ts): the local names of a
 * document's providers with their sources (required_providers, provider blocks, the prefix of a
 * resource type without an explicit provider; Terraform's own provider left out), a provider
 * without stand-in refused, the schema a stand-in serves (loaded once), and the stand-ins' script.
 */
import * as path from 'path';
import { TerraformProvider, TerraformResource } from 'cdktn';
import { Construct } from 'constructs';
import { atlasStack, failure, fakeTerraform } from './fake-terraform';
import { compileStandIn } from './util';
import { TerrainTesting } from '../../src/core';
import { TerraformCheckError } from '../../src/terraform/check-error';
import { providersOf, schemaOf, standInLaunch } from '../../src/terraform/run-providers';

class NullProvider extends TerraformProvider {
  constructor(scope: Construct, id: string) {
    super(scope, id, { terraformResourceType: 'null', terraformGeneratorMetadata: { providerName: 'null' }, terraformProviderSource: 'hashicorp/null' });
  }
}

describe('providersOf', () => {
  test('from required_providers (a source, with or without the registry; or a string), provider blocks and resource types; never terraform', () => {
    const doc = {
      terraform: { required_providers: { mongodbatlas: { source: 'mongodb/mongodbatlas' }, ibm: { source: 'registry.terraform.io/IBM-Cloud/ibm' }, incident: 'incident-io/incident' } },
      provider: { mongodbatlas: [{}] },
      resource: { terraform_data: { d: {} }, equinix_fabric_network: { n: { provider: 'equinix.eu' } } },
    };
    expect([...providersOf(doc, 'TerrainTesting.validate', 'test')]).toEqual([
      ['ibm', 'IBM-Cloud/ibm'], ['incident', 'incident-io/incident'], ['mongodbatlas', 'mongodb/mongodbatlas'],
    ]);
  });

  test('a provider without stand-in (hashicorp/<name> when no source is given) is refused, with the stand-ins there are', () => {
    let error: unknown;
    try {
      providersOf({ data: { null_data_source: { n: {} } }, terraform: { required_providers: { aws: { source: 'hashicorp/aws' } } } }, 'TerrainTesting.plan', 'app/s');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TerraformCheckError);
    expect((error as Error).message).toBe("TerrainTesting.plan: stack 'app/s' uses provider aws (hashicorp/aws), null (hashicorp/null), which has no stand-in. "
      + 'Terraform runs offline here, with stand-ins for mongodb/mongodbatlas, incident-io/incident, IBM-Cloud/ibm, equinix/equinix only '
      + "(and Terraform's built-in terraform provider). Check a stack with other providers with terraform init and terraform validate against the real providers.");
  });
});

describe('schemaOf', () => {
  test('the schema a stand-in serves, from the schema facts, loaded once', () => {
    const s = schemaOf('mongodb/mongodbatlas');
    expect(s.address).toBe('registry.terraform.io/mongodb/mongodbatlas');
    expect(s.resources.get('mongodbatlas_database_user')?.attributes.find((a) => a.name === 'password_wo')?.writeOnly).toBe(true);
    expect(schemaOf('mongodb/mongodbatlas')).toBe(s);
    expect(schemaOf('equinix/equinix').address).toBe('registry.terraform.io/equinix/equinix');
  });
});

describe('standInLaunch', () => {
  const saved = process.env.TERRAIN_STANDIN_SCRIPT;
  afterEach(() => {
    if (saved === undefined) delete process.env.TERRAIN_STANDIN_SCRIPT;
    else process.env.TERRAIN_STANDIN_SCRIPT = saved;
  });
  test('node (this one unless nodeBinary says otherwise) and the script (TERRAIN_STANDIN_SCRIPT, else stand-in.js next to it)', () => {
    const script = compileStandIn();
    expect(standInLaunch({}, 'TerrainTesting.plan')).toEqual({ node: process.execPath, script });
    expect(standInLaunch({ nodeBinary: '/opt/node' }, 'TerrainTesting.plan')).toEqual({ node: '/opt/node', script });
  });
  test('a missing script is an error that says where it ships and how to run from the sources', () => {
    process.env.TERRAIN_STANDIN_SCRIPT = path.join(__dirname, 'none.js');
    expect(() => standInLaunch({}, 'TerrainTesting.validate')).toThrow(
      `TerrainTesting.validate: the stand-in providers' script ${path.join(__dirname, 'none.js')} is missing. `
      + 'It ships in the package under lib/terraform/; running from the TypeScript sources, compile first (npx projen compile) or point TERRAIN_STANDIN_SCRIPT at a compiled stand-in.js.');
    delete process.env.TERRAIN_STANDIN_SCRIPT;
    expect(() => standInLaunch({}, 'TerrainTesting.validate')).toThrow(`the stand-in providers' script ${path.join(__dirname, '..', '..', 'src', 'terraform', 'stand-in.js')} is missing.`);
  });
});

describe('through TerrainTesting', () => {
  beforeAll(() => {
    compileStandIn();
  });

  test('a provider that has no stand-in', async () => {
    const stack = atlasStack();
    new NullProvider(stack, 'null');
    new TerraformResource(stack, 'n', { terraformResourceType: 'null_resource', terraformGeneratorMetadata: { providerName: 'null' } });
    expect(await failure(TerrainTesting.validate(stack, { ignoreProviders: ['null'], terraformBinary: fakeTerraform('1.11.4') }))).toMatch(
      /^TerrainTesting.validate: stack 'test' uses provider null \(hashicorp\/null\), which has no stand-in\. Terraform runs offline here, with stand-ins for mongodb\/mongodbatlas, incident-io\/incident, IBM-Cloud\/ibm, equinix\/equinix only/);
  }, 30_000);

});
