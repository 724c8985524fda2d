import type { IKmsIntegration, KmsIntegrationAttributes } from './kms-integration-ref';
import { addCreateOnlyCheck, CreateOnlyInput, ignoredAttributes } from '../private/create-only';
import { apiId, instanceOf } from './private/integration-checks';
import { KMS_INTEGRATION_RULES } from './private/integration-rules';
import { checkRules, Construct, describedAs, Problems, throwIfProblems } from '../../../core/l2/index';
import { IbmAppConfigIntegrationKms } from '../../../generated/ibm/app-config-integration-kms/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Properties of a key management integration. Every input but the instance is create-only: the
 * provider cannot update the integration, so a change is ignored (and warned of at plan) until the
 * resource is replaced (`terraform apply -replace=ibm_app_config_integration_kms.<name>`).
 */
export interface KmsIntegrationOptions {
  /** The integration id: letters, digits, `.`, `-` and `_`. Create-only. */
  readonly integrationId: string;
  /** The CRN of the Key Protect or Hyper Protect Crypto Services instance. Create-only. */
  readonly kmsInstanceCrn: string;
  /** The endpoint of the key management service, e.g. `https://us-south.kms.cloud.ibm.com`. Create-only. */
  readonly kmsEndpoint: string;
  /** The id of the root key that encrypts the instance's data. Create-only. */
  readonly rootKeyId: string;
}

/** Properties of a Key Protect or Hyper Protect Crypto Services integration. */
export interface KmsIntegrationProps extends KmsIntegrationOptions {
  /** The App Configuration instance (Enterprise plan: an instance of another given plan is refused). */
  readonly instance: IAppConfiguration;
}

/** Why a change of the integration is ignored, for the check's message. */
const WHY = 'the provider cannot update a KMS integration (resourceIntegrationKmsUpdate returns "[ERROR] Update KMS is not yet implemented")';

/**
 * The integration of an App Configuration instance with Key Protect or Hyper Protect Crypto
 * Services (`ibm_app_config_integration_kms`): the instance's data is encrypted with the given
 * root key. Enterprise plan only.
 *
 * The provider cannot update the integration: its Update function is
 * `return flex.FmtErrorf("[ERROR] Update KMS is not yet implemented")`, so any change but the
 * instance's guid (which replaces it) would plan an update that fails at apply. This construct
 * makes its inputs create-only: the resource ignores their changes (`lifecycle.ignore_changes`),
 * and a Terraform `check` block (`<construct path in the stack>_create_only`) warns at every plan while the
 * configuration differs from what the integration was created with. To really change an input,
 * replace the integration: `terraform apply -replace=ibm_app_config_integration_kms.<name>` (the
 * address the warning names).
 *
 * ```ts
 * new KmsIntegration(this, 'Kms', {
 *   instance: appConfig, integrationId: 'kms', kmsEndpoint: 'https://us-south.kms.cloud.ibm.com',
 *   kmsInstanceCrn: keyProtectCrn, rootKeyId: rootKey.keyId,
 * });
 * ```
 *
 * @resource ibm_app_config_integration_kms
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/resources/app_config_integration_kms
 */
export class KmsIntegration extends Construct implements IKmsIntegration {
  /**
   * Refers to an existing integration by its id, without reading IBM Cloud.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the instance and the integration id
   */
  public static fromKmsIntegrationAttributes(scope: Construct, id: string, attrs: KmsIntegrationAttributes): IKmsIntegration {
    return new ImportedKmsIntegration(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IbmAppConfigIntegrationKms;
  /** The instance the integration belongs to. */
  public readonly instance: IAppConfiguration;
  /** The integration id. */
  public readonly integrationId: string;

  constructor(scope: Construct, id: string, props: KmsIntegrationProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'KmsIntegrationProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = checkRules(KMS_INTEGRATION_RULES, props);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = props.instance;
    this.integrationId = props.integrationId;
    const createOnly: CreateOnlyInput[] = [
      { prop: 'integrationId', attribute: 'integration_id', value: props.integrationId },
      { prop: 'kmsInstanceCrn', attribute: 'kms_instance_crn', value: props.kmsInstanceCrn },
      { prop: 'kmsEndpoint', attribute: 'kms_endpoint', value: props.kmsEndpoint },
      { prop: 'rootKeyId', attribute: 'root_key_id', value: props.rootKeyId },
    ];
    this.resource = new IbmAppConfigIntegrationKms(this, 'Default', {
      provider: this.instance.provider,
      guid: this.instance.guid,
      integrationId: props.integrationId,
      kmsInstanceCrn: props.kmsInstanceCrn,
      kmsEndpoint: props.kmsEndpoint,
      rootKeyId: props.rootKeyId,
      lifecycle: { ignoreChanges: ignoredAttributes(createOnly) },
    });
    addCreateOnlyCheck(this.node.path, this.resource, createOnly, WHY);
  }
}

/** Checks the attributes of an existing integration (problems thrown on `scope`). */
function checkAttributes(scope: Construct, attrs: KmsIntegrationAttributes): void {
  const p = new Problems();
  instanceOf(p, attrs.instance);
  apiId(p, 'integrationId', attrs.integrationId, 'the id of the integration', 'kms');
  throwIfProblems(scope, p);
}

/**
 * An existing key management integration known by its instance and id (nothing is read from IBM
 * Cloud): what `KmsIntegration.fromKmsIntegrationAttributes` returns.
 */
class ImportedKmsIntegration extends Construct implements IKmsIntegration {
  public readonly instance: IAppConfiguration;
  public readonly integrationId: string;

  constructor(scope: Construct, id: string, attrs: KmsIntegrationAttributes) {
    super(scope, id);
    try {
      OPTIONS.props(this, attrs, 'KmsIntegrationAttributes');
      checkAttributes(this, attrs);
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    this.instance = attrs.instance;
    this.integrationId = attrs.integrationId;
  }
}
describedAs(ImportedKmsIntegration, 'IKmsIntegration');
