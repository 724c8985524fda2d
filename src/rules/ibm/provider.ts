/**
 * Type rules of the ibm provider configuration: the trusted-profile arguments go together the way
 * the provider's schema says (ibm/provider/provider.go, Provider: `iam_profile_id` ConflictsWith
 * `iam_profile_name`; `iam_profile_name` and `ibmcloud_account_id` RequiredWith each other). The
 * SDK checks both when it validates the provider configuration, before any environment variable is
 * read (the schema has no DefaultFunc for them), so an environment variable does not satisfy them.
 * A value that is a token may turn out null, so only literal values are judged.
 */
import { known, Report, TypeRule } from '../../core/runtime/type-rules';

const SCHEMA = 'ibm/provider/provider.go: Provider';
const absent = (v: unknown) => v === undefined || v === null;

export const RULES: TypeRule[] = [
  {
    id: 'rule:ibm.provider/one-trusted-profile',
    summary: 'iamProfileId and iamProfileName are not both set: the trusted profile is named by its id or by its name.',
    enforcedBy: `${SCHEMA} (iam_profile_id ConflictsWith iam_profile_name)`,
    check: (input, report: Report) => {
      if (!known(input.iam_profile_id) || !known(input.iam_profile_name)) return;
      report('iam_profile_name', 'conflicts with iamProfileId.', {
        receivedText: 'both iamProfileId and iamProfileName',
        allowed: 'one of iamProfileId and iamProfileName',
        fix: 'keep iamProfileId (the profile id, Profile-...) and remove iamProfileName, or keep iamProfileName with ibmcloudAccountId and remove iamProfileId.',
      });
    },
  },
  {
    id: 'rule:ibm.provider/profile-name-with-account-id',
    summary: 'iamProfileName and ibmcloudAccountId are set together: a trusted profile name is looked up in that account.',
    enforcedBy: `${SCHEMA} (iam_profile_name and ibmcloud_account_id RequiredWith each other)`,
    check: (input, report: Report) => {
      if (known(input.iam_profile_name) && absent(input.ibmcloud_account_id)) {
        report('ibmcloud_account_id', 'is unset; iamProfileName needs it.', {
          receivedText: 'iamProfileName without ibmcloudAccountId',
          allowed: 'iamProfileName together with ibmcloudAccountId',
          fix: 'set ibmcloudAccountId to the id of the account that owns the trusted profile (the IC_ACCOUNT_ID environment variable does not count), or name the profile by iamProfileId instead.',
        });
      }
      if (known(input.ibmcloud_account_id) && absent(input.iam_profile_name)) {
        report('iam_profile_name', 'is unset; ibmcloudAccountId is only taken together with it.', {
          receivedText: 'ibmcloudAccountId without iamProfileName',
          allowed: 'ibmcloudAccountId together with iamProfileName',
          fix: 'set iamProfileName to the trusted profile to assume, or remove ibmcloudAccountId.',
        });
      }
    },
  },
];
