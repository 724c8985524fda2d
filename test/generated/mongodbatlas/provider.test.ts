/**
 * The mongodbatlas provider configuration (spec section 5.1): API key, service account and
 * AWS Secrets Manager credentials, the secrets among them, and the spec names that differ from
 * Terraform's (`isVendorgovCloud` is `is_mongodbgov_cloud`).
 */
import * as fs from 'fs';
import * as path from 'path';
import { mongodbatlas } from '../../../src';
import { errorOf, expectSnakeCaseOnly, LITERAL_SECRET, secret, stack, synth } from '../../util';

describe('mongodbatlas provider', () => {
  test('provider: API key credentials from a sensitive variable, with required_providers mongodb/mongodbatlas ~> 2.x', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {
        publicKey: 'qhvrtwzk',
        privateKey: secret(s, 'atlas_private_key'),
        baseUrl: 'https://cloud.mongodb.com/',
      });
    });
    expect(mongodbatlas.MongodbatlasProvider.tfResourceType).toBe('mongodbatlas');
    expect(doc.terraform.required_providers).toEqual({ mongodbatlas: { source: 'mongodb/mongodbatlas', version: '~> 2.16' } });
    expect(doc.terraform.required_providers.mongodbatlas.version.startsWith('~> 2.')).toBe(true);
    expect(doc.provider).toEqual({
      mongodbatlas: [{
        public_key: 'qhvrtwzk',
        private_key: '${var.atlas_private_key}',
        base_url: 'https://cloud.mongodb.com/',
      }],
    });
    expect(doc.variable.atlas_private_key).toEqual({ type: 'string', sensitive: true });
    expectSnakeCaseOnly(doc.provider);
    expect(warnings).toEqual([]);
  });

  test('provider: a literal private_key warns, naming the field and pointing to a sensitive TerraformVariable', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {
        publicKey: 'qhvrtwzk',
        privateKey: '8f3c2a1e-5b7d-4e9f-a6c0-2d1b3e4f5a6b',
      });
    });
    expect(doc.provider.mongodbatlas).toEqual([{ public_key: 'qhvrtwzk', private_key: '8f3c2a1e-5b7d-4e9f-a6c0-2d1b3e4f5a6b' }]);
    expect(warnings).toEqual([`test/mongodbatlas: [terrain:literal-secret] privateKey ${LITERAL_SECRET}`]);
    expect(warnings[0]).toContain('privateKey');
    expect(warnings[0]).toContain('new TerraformVariable(');
    expect(warnings[0]).toContain('sensitive: true');
  });

  test('provider: service account credentials; a literal client_secret warns, a TerraformVariable token does not', () => {
    const literal = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {
        clientId: 'mdb_sa_id_6651f0c3a8d2b64e9d8a1b2c',
        clientSecret: 'mdb_sa_sk_Xq8vTn2LpR5wZk9cHj3mFb7s',
      });
    });
    expect(literal.doc.provider.mongodbatlas).toEqual([{
      client_id: 'mdb_sa_id_6651f0c3a8d2b64e9d8a1b2c',
      client_secret: 'mdb_sa_sk_Xq8vTn2LpR5wZk9cHj3mFb7s',
    }]);
    expect(literal.warnings).toEqual([`test/mongodbatlas: [terrain:literal-secret] clientSecret ${LITERAL_SECRET}`]);

    const fromVar = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {
        clientId: 'mdb_sa_id_6651f0c3a8d2b64e9d8a1b2c',
        clientSecret: secret(s, 'atlas_client_secret'),
      });
    });
    expect(fromVar.doc.provider.mongodbatlas).toEqual([{
      client_id: 'mdb_sa_id_6651f0c3a8d2b64e9d8a1b2c',
      client_secret: '${var.atlas_client_secret}',
    }]);
    expect(fromVar.warnings).toEqual([]);
  });

  test('provider: a literal access_token and AWS secret key both warn; the non-secret fields do not', () => {
    const { warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {
        accessToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtZGJfc2EifQ.c2lnbmF0dXJl',
        awsAccessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        awsSecretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        secretName: 'atlas/prod/credentials',
        region: 'us-east-1',
      });
    });
    expect(warnings).toEqual([
      `test/mongodbatlas: [terrain:literal-secret] accessToken ${LITERAL_SECRET}`,
      `test/mongodbatlas: [terrain:literal-secret] awsSecretAccessKey ${LITERAL_SECRET}`,
    ]);
  });

  test('provider: is_mongodbgov_cloud (spec isVendorgovCloud) and the AWS Secrets Manager settings render under their Terraform names', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {
        isMongodbgovCloud: true,
        secretName: 'atlas/gov/credentials',
        region: 'us-gov-west-1',
        stsEndpoint: 'https://sts.us-gov-west-1.amazonaws.com/',
        awsAccessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        awsSecretAccessKey: secret(s, 'aws_secret_access_key'),
        awsSessionToken: secret(s, 'aws_session_token'),
        assumeRole: { roleArn: 'arn:aws-us-gov:iam::123456789012:role/atlas-secret-reader' },
        realmBaseUrl: 'https://realm.mongodbgov.com/',
      });
    });
    const body = doc.provider.mongodbatlas[0];
    expect(body).toEqual({
      is_mongodbgov_cloud: true,
      secret_name: 'atlas/gov/credentials',
      region: 'us-gov-west-1',
      sts_endpoint: 'https://sts.us-gov-west-1.amazonaws.com/',
      aws_access_key_id: 'AKIAIOSFODNN7EXAMPLE',
      aws_secret_access_key: '${var.aws_secret_access_key}',
      aws_session_token: '${var.aws_session_token}',
      assume_role: { role_arn: 'arn:aws-us-gov:iam::123456789012:role/atlas-secret-reader' },
      realm_base_url: 'https://realm.mongodbgov.com/',
    });
    expect(body.is_vendorgov_cloud).toBeUndefined();
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('provider: an alias renders next to the arguments', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', { publicKey: 'qhvrtwzk', privateKey: secret(s, 'pk') });
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas_gov', { alias: 'gov', isMongodbgovCloud: true, publicKey: 'gvxkqmzt', privateKey: secret(s, 'gov_pk') });
    });
    expect(doc.provider.mongodbatlas).toEqual([
      { public_key: 'qhvrtwzk', private_key: '${var.pk}' },
      { alias: 'gov', is_mongodbgov_cloud: true, public_key: 'gvxkqmzt', private_key: '${var.gov_pk}' },
    ]);
  });

  test('provider: the spec name isVendorgovCloud, a snake_case key and a wrong type are rejected at construction', () => {
    expect(errorOf(() => new mongodbatlas.MongodbatlasProvider(stack(), 'mongodbatlas', { isVendorgovCloud: true } as any)))
      .toContain('isVendorgovCloud: unknown key.');
    expect(errorOf(() => new mongodbatlas.MongodbatlasProvider(stack(), 'mongodbatlas', { private_key: 'x' } as any)))
      .toContain("Fix: write 'privateKey' instead of 'private_key'.");
    expect(errorOf(() => new mongodbatlas.MongodbatlasProvider(stack(), 'mongodbatlas', { isMongodbgovCloud: 'true' } as any)))
      .toContain('isMongodbgovCloud: expected a boolean.');
    expect(errorOf(() => new mongodbatlas.MongodbatlasProvider(stack(), 'mongodbatlas', { assumeRole: [{ roleArn: 'arn:aws:iam::123456789012:role/r' }] } as any)))
      .toContain('assumeRole: expected a single object (struct), not a list.');
  });

  test('provider: the docs name the environment variables the provider falls back to and flag the secrets', () => {
    const src = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'src', 'generated', 'mongodbatlas', 'provider', 'index.ts'), 'utf8');
    const docOf = (prop: string) => {
      const m = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*readonly ${prop}\\?:`).exec(src);
      if (!m) throw new Error(`no doc comment for ${prop}`);
      return m[1];
    };
    expect(docOf('publicKey')).toContain('`MONGODB_ATLAS_PUBLIC_API_KEY`');
    expect(docOf('privateKey')).toContain('`MONGODB_ATLAS_PRIVATE_API_KEY`');
    expect(docOf('clientId')).toContain('`MONGODB_ATLAS_CLIENT_ID`');
    expect(docOf('clientSecret')).toContain('`MONGODB_ATLAS_CLIENT_SECRET`');
    expect(docOf('baseUrl')).toContain('`MONGODB_ATLAS_BASE_URL`');
    for (const prop of ['privateKey', 'clientSecret', 'accessToken', 'awsSecretAccessKey', 'awsSessionToken']) {
      expect(docOf(prop)).toContain('Sensitive: pass a token');
    }
    for (const prop of ['publicKey', 'clientId', 'baseUrl', 'isMongodbgovCloud', 'awsAccessKeyId']) {
      expect(docOf(prop)).not.toContain('Sensitive');
    }
    expect(docOf('isMongodbgovCloud')).toContain('Terraform: `is_mongodbgov_cloud`, optional.');
  });
});
