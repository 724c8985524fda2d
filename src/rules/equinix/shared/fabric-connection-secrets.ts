/**
 * Type rule of `equinix_fabric_connection` (registered in ../fabric-connection.ts): AWS credentials
 * in `additional_info` are literal secrets. Equinix's AWS examples hand the connection an access key
 * and a secret key as additional info (`{ key = "accessKey", value = "<aws_access_key>" }` and
 * `secretKey`: docs/resources/fabric_connection.md, examples/resources/equinix_fabric_connection/
 * port_to_aws.tf, and the AWS examples of equinix/terraform-equinix-fabric), and the provider picks
 * both out to send them to Fabric once the connection exists (additionalInfoContainsAWSSecrets in
 * internal/resources/fabric/connection/models.go, called by resourceFabricConnectionCreate), but it
 * does not mark additional_info sensitive: a literal there is written in plain text to cdk.tf.json
 * and to the state, with no `terrain:literal-secret` warning. Nothing refuses it, so the rule warns
 * (like `rule:mongodbatlas_database_user/literal-password`); it can be acknowledged. A token (a
 * sensitive variable's value) is not judged. The value is never printed.
 */
import { items, Report, str, TypeRule } from '../../../core/runtime/type-rules';

const T = 'equinix_fabric_connection';
const LITERAL_AWS_CREDENTIAL = `rule:${T}/literal-aws-credential`;

/** An AWS access key id (`AKIA` and 16 upper-case letters or digits). */
const ACCESS_KEY_ID = /^AKIA[0-9A-Z]{16}$/;
/**
 * An AWS secret access key: 40 characters of base64 (letters, digits, `/` and `+`), with upper- and
 * lower-case letters both (a 40-digit hex hash, such as a commit id, is not taken for one).
 */
const SECRET_ACCESS_KEY = /^(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9/+]{40}$/;

/** What the literal at one item of additional_info is, or undefined when it is no AWS credential. */
function credentialOf(key: string | undefined, value: string): 'access key' | 'secret key' | undefined {
  const k = key?.toLowerCase();
  if (k === 'accesskey' || ACCESS_KEY_ID.test(value)) return 'access key';
  if (k === 'secretkey' || SECRET_ACCESS_KEY.test(value)) return 'secret key';
  return undefined;
}

export const RULES: TypeRule[] = [
  {
    id: LITERAL_AWS_CREDENTIAL,
    summary: 'An AWS credential in additionalInfo (the value of key accessKey or secretKey, in any letter case, or a value shaped like an AWS access key id or secret access key) is a token, never a literal string, which would be written in plain text to cdk.tf.json and to the state.',
    documentedIn: 'internal/resources/fabric/connection/models.go: additionalInfoContainsAWSSecrets (the values of keys accessKey and secretKey are the AWS secrets, '
      + 'which resourceFabricConnectionCreate in resource.go sends once the connection exists; resource_schema.go does not mark additional_info Sensitive; '
      + 'docs/resources/fabric_connection.md passes them in the "Port to AWS EVPL_VC Connection" example)',
    level: 'warning',
    check: (input, report: Report) => {
      for (const [item, i] of items(input.additional_info)) {
        const value = str(item.value);
        // A token reaches the rule as a string holding `${`, which str() treats as unknown; an empty value holds no secret.
        if (value === undefined || value === '') continue;
        const key = str(item.key);
        const what = credentialOf(key, value);
        if (what === undefined) continue;
        const variable = what === 'access key' ? 'AwsAccessKey' : 'AwsSecretKey';
        report(`additional_info[${i}].value`, `is a literal AWS ${what}${key !== undefined ? ` (key ${JSON.stringify(key)})` : ''}: it would be written in plain text to cdk.tf.json and to the Terraform state (the provider does not mark additional_info sensitive).`, {
          receivedText: 'a literal string (not shown)',
          allowed: 'a token: a sensitive TerraformVariable\'s value, or a reference to a secret store',
          fix: `pass the ${what} as a token, e.g. new TerraformVariable(this, '${variable}', { type: 'string', sensitive: true }).stringValue; `
            + `or, for a placeholder that never reaches Equinix, acknowledge ${LITERAL_AWS_CREDENTIAL}.`,
        });
      }
    },
  },
];
