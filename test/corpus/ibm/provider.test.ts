/** The ibm provider block in its credential styles (test/corpus/ibm/provider.ts). */
import { describeApps } from '../corpus';
import { APPS } from './provider';

describeApps('ibm corpus: provider', APPS, (synthesized) => {
  test('credentials are variables; a trusted profile by name comes with its account', () => {
    expect(synthesized('trusted profiles by id and by name').doc.provider.ibm).toEqual([
      { ibmcloud_api_key: '${var.ibmcloud_api_key}', iam_profile_id: '${var.trusted_profile_id}', region: 'us-south' },
      { alias: 'child', ibmcloud_api_key: '${var.child_api_key}', iam_profile_name: 'terraform-deployer', ibmcloud_account_id: '${var.child_account_id}', region: 'us-south' },
    ]);
    expect(synthesized('IAM access and refresh tokens').doc.provider.ibm).toEqual([{ iam_token: '${var.iam_token}', iam_refresh_token: '${var.iam_refresh_token}', region: 'us-south' }]);
    expect(synthesized('credentials from the environment, three regions').doc.provider.ibm.map((p: any) => p.alias ?? '(default)')).toEqual(['(default)', 'frankfurt', 'tokyo']);
  });
});
