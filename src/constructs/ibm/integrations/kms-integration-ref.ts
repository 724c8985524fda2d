/**
 * The contract of an App Configuration key management integration (`IKmsIntegration`) and the
 * attributes of an existing one.
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** The integration of an App Configuration instance with Key Protect or Hyper Protect Crypto Services, defined here or existing. */
export interface IKmsIntegration extends IConstruct {
  /** The instance the integration belongs to. */
  readonly instance: IAppConfiguration;
  /** The integration id, e.g. `kms` (not the resource's `id`, which is `<guid>/<integration id>`). */
  readonly integrationId: string;
}

/** Attributes of an existing key management integration, for `KmsIntegration.fromKmsIntegrationAttributes`. */
export interface KmsIntegrationAttributes {
  /** The instance the integration belongs to. */
  readonly instance: IAppConfiguration;
  /** The integration id, e.g. `kms`. */
  readonly integrationId: string;
}
