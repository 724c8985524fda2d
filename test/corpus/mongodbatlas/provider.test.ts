/** The provider block with each credential style the provider documents. */
import { input, secret, synthApp } from './corpus';
import { mongodbatlas } from '../../../src';

describe('mongodbatlas corpus: the provider block', () => {
  test('service account (client id and secret)', () => {
    const r = synthApp((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'sa', { clientId: secret(s, 'client_id'), clientSecret: secret(s, 'client_secret') });
    }, false);
    expect(r.warnings).toEqual([]);
    expect(Object.keys(r.doc.provider.mongodbatlas[0]).sort()).toEqual(['client_id', 'client_secret']);
  });

  test('service account access token', () => {
    const r = synthApp((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'token', { accessToken: secret(s, 'access_token') });
    }, false);
    expect(r.warnings).toEqual([]);
  });

  test('programmatic API keys, for Atlas for Government', () => {
    const r = synthApp((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'pak', { publicKey: secret(s, 'public_key'), privateKey: secret(s, 'private_key'), isMongodbgovCloud: true });
    }, false);
    expect(r.warnings).toEqual([]);
  });

  test('credentials read from AWS Secrets Manager through an assumed role', () => {
    const r = synthApp((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'sm', {
        assumeRole: { roleArn: input(s, 'role_arn') },
        secretName: 'atlas/terraform/service-account',
        region: 'us-east-1',
        stsEndpoint: 'https://sts.us-east-1.amazonaws.com/',
        awsAccessKeyId: secret(s, 'aws_access_key_id'),
        awsSecretAccessKey: secret(s, 'aws_secret_access_key'),
        awsSessionToken: secret(s, 'aws_session_token'),
      });
    }, false);
    expect(r.warnings).toEqual([]);
  });

  test('two aliased providers with base URLs', () => {
    const r = synthApp((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'default', { clientId: secret(s, 'a_id'), clientSecret: secret(s, 'a_secret') });
      new mongodbatlas.MongodbatlasProvider(s, 'staging', {
        alias: 'staging',
        clientId: secret(s, 'b_id'),
        clientSecret: secret(s, 'b_secret'),
        baseUrl: 'https://cloud-qa.mongodb.com/',
        realmBaseUrl: 'https://realm-qa.mongodb.com/',
      });
    }, false);
    expect(r.warnings).toEqual([]);
    expect(r.doc.provider.mongodbatlas).toHaveLength(2);
  });
});
