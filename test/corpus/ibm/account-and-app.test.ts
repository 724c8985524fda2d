/** Account and app lookups (test/corpus/ibm/account-and-app.ts). */
import { describeApps } from '../corpus';
import { APPS } from './account-and-app';

describeApps('ibm corpus: account and app lookups', APPS, (synthesized) => {
  test('the lookups take the ids they are given', () => {
    expect(synthesized('account info by account id').doc.data.ibm_account_info.account).toEqual({ account_id: '${var.account_id}' });
    const cf = synthesized('the deprecated Cloud Foundry account and app lookups').doc.data;
    expect(cf.ibm_account.cf_account).toEqual({ org_guid: '${var.org_guid}' });
    expect(cf.ibm_app.cf_app).toEqual({ name: 'orders-api', space_guid: '${var.space_guid}' });
  });
});
