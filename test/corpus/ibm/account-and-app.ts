/**
 * Account and app lookups, after examples/ibm-account-management/main.tf (ibm_account_info) and the
 * Cloud Foundry acceptance tests (ibm/service/cloudfoundry/data_source_ibm_account_test.go,
 * data_source_ibm_app_test.go). The two Cloud Foundry data sources are deprecated by the provider:
 * an app that still reads them gets the deprecation warnings it asks for.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { ibm } from '../../../src';
import { CorpusApp, input } from '../corpus';
import { ibmProvider } from './provider';

class AccountInfo extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    ibmProvider(this);
    const account = new ibm.DataIbmAccountInfo(this, 'account', { accountId: input(this, 'account_id', 'IBM Cloud account to read.') });
    new TerraformOutput(this, 'account_name', { value: account.name });
    new TerraformOutput(this, 'account_owner', { value: account.owner });
    new TerraformOutput(this, 'eu_supported', { value: account.traits.get(0).euSupported });
  }
}

class CloudFoundryLookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    ibmProvider(this);
    const account = new ibm.DataIbmAccount(this, 'cf_account', { orgGuid: input(this, 'org_guid', 'Cloud Foundry organization.') });
    new TerraformOutput(this, 'first_user', { value: account.accountUsers.get(0).email });
    const app = new ibm.DataIbmApp(this, 'cf_app', { name: 'orders-api', spaceGuid: input(this, 'space_guid', 'Cloud Foundry space of the app.') });
    new TerraformOutput(this, 'app_state', { value: app.state });
  }
}

export const APPS: CorpusApp[] = [
  { name: 'account info by account id', after: 'examples/ibm-account-management/main.tf', build: (s, id) => new AccountInfo(s, id) },
  {
    name: 'the deprecated Cloud Foundry account and app lookups',
    after: 'ibm/service/cloudfoundry/data_source_ibm_account_test.go, data_source_ibm_app_test.go',
    build: (s, id) => new CloudFoundryLookups(s, id),
    warnings: [
      'corpus/cf_account: [terrain:deprecated-type] ibm_account is deprecated by the provider. Cloud Foundry is deprecated; to read an account by id, use `ibm_account_info` (`DataIbmAccountInfo`).',
      'corpus/cf_app: [terrain:deprecated-type] ibm_app is deprecated by the provider. Cloud Foundry is deprecated; the provider offers no replacement.',
    ],
  },
];
