/**
 * The secret fields of the ibm L2s (test/constructs/secret-fields.ts). The provider marks no
 * attribute of the types these L2s render sensitive or write-only (IBM-Cloud/ibm v2.5.0: the
 * App Configuration environment, collection, segment, feature and property), so the shared
 * coverage test has no case and fails as soon as a rendered type gains one. The secrets the L2s
 * take are the provider configuration's credentials (`IbmCloudProvider.configure` with an
 * `IbmCloudAuth`, and the deprecated arguments it refuses), which the provider does not mark
 * either (ibm/provider/provider.go: Provider) and the library treats as secrets: each is written
 * with a number, a list, an object and a string, and the value must be in no message, warning,
 * policy finding or topology; each reaches its provider argument when given as a reference.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { Checks, ibm, Policies, TerrainSynth, TerrainTesting } from '../../../src';
import { describeSecretFields, SECRET_VALUES } from '../secret-fields';
import { GUID } from './ibm-util';

const { IbmCloudAuth, IbmCloudProvider } = ibm;

function setup(stack: TerraformStack): void {
  new ibm.IbmProvider(stack, 'ibm', { region: 'us-south' });
}

describeSecretFields('ibm', setup, [
  {
    attribute: 'ibm_app_config_snapshot.git_token',
    field: 'GitSyncOptions.token',
    build: (scope, value) => {
      const appConfig = ibm.AppConfiguration.fromGuid(scope, 'AppConfig', { guid: GUID, region: 'us-south', plan: ibm.AppConfigurationPlan.ENTERPRISE });
      appConfig.syncToGit('Sync', {
        collection: appConfig.addCollection('checkout'),
        environment: appConfig.defaultEnvironment,
        repository: 'https://api.github.com/repos/acme/app-config',
        branch: 'main',
        filePath: 'config/dev.json',
        token: value as string,
        configId: 'checkout-dev',
        configName: 'Checkout (dev)',
      });
    },
  },
], {});

/** A credential the provider L2 takes. */
interface CredentialCase {
  /** How users reach it. */
  readonly field: string;
  /** The provider argument it renders (the L1's name in cdk.tf.json). */
  readonly argument: string;
  /** Configures a provider in `scope` with `value` in the field (it may throw). */
  configure(scope: Construct, value: unknown): void;
}

const configure = (scope: Construct, props: Record<string, unknown>) => {
  IbmCloudProvider.configure(scope, 'Ibm', { region: 'us-south', alias: 'case', ...props } as ibm.IbmCloudProviderProps);
};

const CREDENTIALS: CredentialCase[] = [
  {
    field: 'IbmCloudAuth.apiKey(key)',
    argument: 'ibmcloud_api_key',
    configure: (s, v) => configure(s, { auth: IbmCloudAuth.apiKey(v as string) }),
  },
  {
    field: 'IbmCloudAuth.iamToken({ token })',
    argument: 'iam_token',
    configure: (s, v) => configure(s, { auth: IbmCloudAuth.iamToken({ token: v as string }) }),
  },
  {
    field: 'IbmCloudAuth.iamToken({ refreshToken })',
    argument: 'iam_refresh_token',
    configure: (s, v) => {
      const token = new TerraformVariable(s, 'iam_token', { type: 'string', sensitive: true }).stringValue;
      configure(s, { auth: IbmCloudAuth.iamToken({ token, refreshToken: v as string }) });
    },
  },
  {
    field: 'IbmCloudAuth.trustedProfile({ apiKey })',
    argument: 'ibmcloud_api_key',
    configure: (s, v) => configure(s, { auth: IbmCloudAuth.trustedProfile({ profileId: 'Profile-9ac6d4b1-2bd5-4f5e-9b2c-2ef0cbd3c7a4', apiKey: v as string }) }),
  },
  {
    field: 'IbmCloudAuth.trustedProfileName({ apiKey })',
    argument: 'ibmcloud_api_key',
    configure: (s, v) => configure(s, { auth: IbmCloudAuth.trustedProfileName({ name: 'deployer', accountId: '4a0d1b2c3e4f5a6b7c8d9e0f1a2b3c4d', apiKey: v as string }) }),
  },
];

/** The deprecated secret arguments `configure` refuses: their value is never shown either. */
const REFUSED = ['bluemixApiKey', 'softlayerApiKey'];

/**
 * Everything the library prints about the stack of `build`: messages, warnings, policy findings,
 * the topology. The stack has the default `ibm` configuration of `setup` unless `bare`.
 */
function printed(build: (scope: Construct) => void, bare = false): string {
  const app = new App();
  const stack = new TerraformStack(app, 'secrets');
  if (!bare) setup(stack);
  const out: string[] = [];
  try {
    build(new Construct(stack, 'Case'));
    try {
      TerrainTesting.synth(stack);
    } catch (e) {
      out.push(String((e as Error).message));
    }
    out.push(...TerrainTesting.warnings(stack));
    out.push(JSON.stringify(Policies.of(app).findings()));
    out.push(TerrainSynth.topology(stack));
  } catch (e) {
    out.push(String((e as Error).message));
  }
  return out.join('\n');
}

describe('ibm: the provider credentials print no secret', () => {
  for (const c of CREDENTIALS) {
    for (const v of SECRET_VALUES) {
      test(`${c.field} (${c.argument}) given ${v.kind}: the value is printed nowhere`, () => {
        const text = printed((scope) => c.configure(scope, v.value));
        expect(text).not.toContain(v.text);
        // What was printed instead: the literal string refused unless acknowledged, another kind described by its kind only.
        const instead = {
          'a string': 'is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive).',
          'a list': 'expected a string. Received: a list of 1 item.',
        }[v.kind] ?? `expected a string. Received: ${v.kind} (not shown: the field is sensitive).`;
        expect(text).toContain(instead);
      });
    }
  }

  for (const key of REFUSED) {
    for (const v of SECRET_VALUES) {
      test(`the deprecated ${key} given ${v.kind}: passed on with a warning (a literal an error unless acknowledged) or refused, the value printed nowhere`, () => {
        const text = printed((scope) => configure(scope, { auth: IbmCloudAuth.fromEnvironment(), [key]: v.value }));
        expect(text).toContain(key);
        expect(text).not.toContain(v.text);
      });
    }
  }

  test('a literal key of the default configuration, copied to the aliased configuration of an instance in another region, is printed nowhere', () => {
    for (const acknowledged of [false, true]) {
      let doc: any;
      const text = printed((scope) => {
        IbmCloudProvider.configure(scope, 'Default', { auth: IbmCloudAuth.apiKey('S3cr3t-Str1ng-Val'), region: 'eu-gb' });
        ibm.AppConfiguration.fromGuid(scope, 'AppConfig', { guid: GUID, region: 'us-south' }).addEnvironment('prod');
        if (acknowledged) {
          Checks.of(scope).acknowledge('ibm:literal-credential', 'a throwaway lab account');
          doc = TerrainTesting.synthToObject(scope.node.scope as TerraformStack);
        }
      }, true);
      expect(text).not.toContain('S3cr3t-Str1ng-Val');
      if (acknowledged) {
        expect(text).toContain('Acknowledged: a throwaway lab account');
        expect(doc.provider.ibm.find((p: any) => p.alias === 'app-configuration-us-south')).toEqual({ alias: 'app-configuration-us-south', ibmcloud_api_key: 'S3cr3t-Str1ng-Val', region: 'us-south' });
      } else {
        expect(text).toContain('[secrets/Case/Default] [ibm:literal-credential] auth: is a literal secret');
      }
    }
  });

  test('every credential case reaches its argument (a reference given there is rendered there)', () => {
    for (const c of CREDENTIALS) {
      const stack = new TerraformStack(new App(), 'secrets');
      setup(stack);
      c.configure(stack, new TerraformVariable(stack, 'secret', { type: 'string', sensitive: true }).stringValue);
      const providers: Array<Record<string, unknown>> = TerrainTesting.synthToObject(stack).provider.ibm;
      expect([c.field, providers.find((p) => p.alias === 'case')?.[c.argument]]).toEqual([c.field, '${var.secret}']);
    }
  });

  test('an acknowledged literal credential synthesizes, and no warning repeats it', () => {
    const stack = new TerraformStack(new App(), 'secrets');
    setup(stack);
    IbmCloudProvider.configure(stack, 'Ibm', { auth: IbmCloudAuth.apiKey('S3cr3t-Str1ng-Val'), region: 'us-south', alias: 'case' });
    Checks.of(stack).acknowledge('ibm:literal-credential', 'a throwaway lab account');
    expect(TerrainTesting.synthToObject(stack).provider.ibm[1]).toEqual({ alias: 'case', ibmcloud_api_key: 'S3cr3t-Str1ng-Val', region: 'us-south' });
    expect(TerrainTesting.warnings(stack).join('\n')).not.toContain('S3cr3t-Str1ng-Val');
  });
});
