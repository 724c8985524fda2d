/**
 * The contract of an alert configuration and the attributes of an existing one.
 */
import type { IConstruct } from '../../core/l2';

/**
 * An Atlas alert configuration, defined here, looked up, or known by its attributes.
 */
export interface IAlertConfiguration extends IConstruct {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Id of the alert configuration. */
  readonly alertConfigurationId: string;
}

/**
 * Attributes of an existing alert configuration, for `fromAlertConfigurationAttributes`. Only
 * what is given can be read.
 */
export interface AlertConfigurationAttributes {
  /**
   * Id of the Atlas project.
   * @default - unknown: reading `projectId` is an error
   */
  readonly projectId?: string;
  /**
   * Id of the alert configuration.
   * @default - unknown: reading `alertConfigurationId` is an error
   */
  readonly alertConfigurationId?: string;
}

/**
 * What identifies an existing alert configuration, for `fromLookup`.
 */
export interface AlertConfigurationLookupAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Id of the alert configuration. */
  readonly alertConfigurationId: string;
}
