/**
 * rule:equinix_fabric_connection/literal-aws-credential (src/rules/equinix/shared/fabric-connection-secrets.ts):
 * an AWS access key or secret key given in additional_info as a literal warns, through the L1 and,
 * once only, through the FabricConnection L2 (the rule is the L1's; the L2 adds nothing); a token is
 * not judged; the value is never printed.
 */
import { TerraformVariable } from 'cdktn';
import { Checks, equinix } from '../../../../src';
import { synth } from '../../../util';

type Config = equinix.EquinixFabricConnectionConfig;
const RULE = 'rule:equinix_fabric_connection/literal-aws-credential';
const ACCESS_KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

/** The provider's "Port to AWS EVPL_VC Connection" example, with the given additional info. */
function portToAws(additionalInfo: Config['additionalInfo']): Config {
  return {
    name: 'ConnectionName',
    type: 'EVPL_VC',
    bandwidth: 50,
    notifications: [{ type: 'ALL', emails: ['example@equinix.com'] }],
    aSide: { accessPoint: { type: 'COLO', port: { uuid: '<aside_port_uuid>' }, linkProtocol: { type: 'DOT1Q', vlanTag: 2019 } } },
    zSide: { accessPoint: { type: 'SP', authenticationKey: '${var.aws_account_id}', sellerRegion: 'us-west-1', profile: { type: 'L2_PROFILE', uuid: '<service_profile_uuid>' }, location: { metroCode: 'SV' } } },
    additionalInfo,
  };
}

function warnings(build: (s: any) => Config['additionalInfo'], before?: (s: any) => void): string[] {
  return synth((s) => {
    before?.(s);
    new equinix.EquinixProvider(s, 'equinix', {});
    new equinix.EquinixFabricConnection(s, 'conn', portToAws(build(s)));
  }).warnings.filter((w) => w.includes(RULE));
}

const warning = (at: string, what: string, key?: string) =>
  `test/conn: [${RULE}] ${at}: is a literal AWS ${what}${key ? ` (key "${key}")` : ''}: it would be written in plain text to cdk.tf.json and to the Terraform state (the provider does not mark additional_info sensitive). `
  + "Received: a literal string (not shown). Allowed: a token: a sensitive TerraformVariable's value, or a reference to a secret store. "
  + `Fix: pass the ${what} as a token, e.g. new TerraformVariable(this, '${what === 'access key' ? 'AwsAccessKey' : 'AwsSecretKey'}', { type: 'string', sensitive: true }).stringValue; `
  + `or, for a placeholder that never reaches Equinix, acknowledge ${RULE}.`;

describe(RULE, () => {
  test('pass: the keys from sensitive variables, other additional info, an empty value and a 40-digit hex hash are not judged', () => {
    expect(warnings((s) => [
      { key: 'accessKey', value: new TerraformVariable(s, 'access_key', { type: 'string', sensitive: true }).stringValue },
      { key: 'secretKey', value: '${var.aws_secret_key}' },
      { key: 'environment', value: 'production' },
      { key: 'SECRETKEY', value: '' },
      { key: 'commit', value: '4b825dc642cb6eb9a060e54bf8d69288fbee4904' },
    ])).toEqual([]);
  });

  test('fail: accessKey and secretKey in any letter case, and values shaped like AWS keys under any key, each with its path; the value is never shown', () => {
    const found = warnings(() => [
      { key: 'accessKey', value: '<aws_access_key>' },
      { key: 'SecretKey', value: '<aws_secret_key>' },
      { key: 'awsKey', value: ACCESS_KEY_ID },
      { key: 'awsSecret', value: SECRET_ACCESS_KEY },
    ]);
    expect(found).toEqual([
      warning('additionalInfo[0].value', 'access key', 'accessKey'),
      warning('additionalInfo[1].value', 'secret key', 'SecretKey'),
      warning('additionalInfo[2].value', 'access key', 'awsKey'),
      warning('additionalInfo[3].value', 'secret key', 'awsSecret'),
    ]);
    expect(found.join('\n')).not.toMatch(/AKIAIOSFODNN7EXAMPLE|wJalrXUtnFEMI|<aws_/);
  });

  test('acknowledged, it stays a warning with the reason', () => {
    const found = warnings(() => [{ key: 'accessKey', value: '<aws_access_key>' }], (s) => Checks.of(s).acknowledge(RULE, 'the provider\'s example placeholders'));
    expect(found).toEqual([`${warning('additionalInfo[0].value', 'access key', 'accessKey')} Acknowledged: the provider's example placeholders`]);
  });

  test('through FabricConnection: the L1\'s warning, once, on its L1 child; a sensitive variable\'s value is not judged', () => {
    const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port } = equinix;
    const found = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const props = (additionalInfo: { [key: string]: string }) => ({
        name: 'n',
        bandwidth: Bandwidth.mbps(50),
        notifications: Notifications.emails(['noc@example.com']),
        aSide: AccessPoint.port(Port.fromUuid(s, `${Object.keys(additionalInfo)[0]}Port`, `${Object.keys(additionalInfo)[0]}-port-uuid`), { linkProtocol: LinkProtocol.dot1q(2019) }),
        zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }),
        additionalInfo,
      });
      FabricConnection.portToProvider(s, 'Literal', props({ secretKey: SECRET_ACCESS_KEY }));
      FabricConnection.portToProvider(s, 'Token', props({ accessKey: new TerraformVariable(s, 'key', { type: 'string', sensitive: true }).stringValue }));
    }).warnings;
    expect(found).toEqual([warning('additionalInfo[0].value', 'secret key', 'secretKey').replace('test/conn:', 'test/Literal/Default:')]);
  });
});
