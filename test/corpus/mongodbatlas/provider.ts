/** The provider block with each credential style the provider documents (docs/index.md, docs/guides/provider-configuration.md). */
import { atlasApp, input, secret } from './corpus';
import { mongodbatlas } from '../../../src';
import { CorpusApp } from '../corpus';

const DOCS = 'docs/guides/provider-configuration.md';

export const APPS: CorpusApp[] = [
  atlasApp('service account (client id and secret)', DOCS, (s) => {
    new mongodbatlas.MongodbatlasProvider(s, 'sa', { clientId: secret(s, 'client_id'), clientSecret: secret(s, 'client_secret') });
  }, { withProvider: false }),
  atlasApp('service account access token', DOCS, (s) => {
    new mongodbatlas.MongodbatlasProvider(s, 'token', { accessToken: secret(s, 'access_token') });
  }, { withProvider: false }),
  atlasApp('programmatic API keys, for Atlas for Government', DOCS, (s) => {
    new mongodbatlas.MongodbatlasProvider(s, 'pak', { publicKey: secret(s, 'public_key'), privateKey: secret(s, 'private_key'), isMongodbgovCloud: true });
  }, { withProvider: false }),
  atlasApp('credentials read from AWS Secrets Manager through an assumed role', DOCS, (s) => {
    new mongodbatlas.MongodbatlasProvider(s, 'sm', {
      assumeRole: { roleArn: input(s, 'role_arn') },
      secretName: 'atlas/terraform/service-account',
      region: 'us-east-1',
      stsEndpoint: 'https://sts.us-east-1.amazonaws.com/',
      awsAccessKeyId: secret(s, 'aws_access_key_id'),
      awsSecretAccessKey: secret(s, 'aws_secret_access_key'),
      awsSessionToken: secret(s, 'aws_session_token'),
    });
  }, { withProvider: false }),
  atlasApp('two aliased providers with base URLs', DOCS, (s) => {
    new mongodbatlas.MongodbatlasProvider(s, 'default', { clientId: secret(s, 'a_id'), clientSecret: secret(s, 'a_secret') });
    new mongodbatlas.MongodbatlasProvider(s, 'staging', {
      alias: 'staging',
      clientId: secret(s, 'b_id'),
      clientSecret: secret(s, 'b_secret'),
      baseUrl: 'https://cloud-qa.mongodb.com/',
      realmBaseUrl: 'https://realm-qa.mongodb.com/',
    });
  }, { withProvider: false }),
];
