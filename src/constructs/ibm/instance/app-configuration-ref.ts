/**
 * The contract of an IBM Cloud App Configuration instance (`IAppConfiguration`): what every
 * environment, collection, segment, flag, property, snapshot and integration of it hangs from.
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IbmProvider } from '../../../generated/ibm/provider/index';

/**
 * The pricing plan of an App Configuration instance, when it is given: the L2s then refuse what
 * the plan does not offer (the Lite plan's one collection; snapshots, Git sync and the Key
 * Protect and Event Notifications integrations on Enterprise only).
 */
export enum AppConfigurationPlan {
  /** Lite: one collection, among other limits. */
  LITE = 'lite',
  /** Basic. */
  BASIC = 'basic',
  /** Standard. */
  STANDARD = 'standardv2',
  /** Enterprise: snapshots, Git sync, Key Protect and Event Notifications integrations. */
  ENTERPRISE = 'enterprise',
}

/** An App Configuration instance: its guid, its region and the provider configuration that reaches it. */
export interface IAppConfiguration extends IConstruct {
  /** The guid of the instance (from its service credentials). */
  readonly guid: string;
  /** The region of the instance, e.g. `us-south`: the API endpoint is `https://<region>.apprapp.cloud.ibm.com`. */
  readonly region: string;
  /** The pricing plan, when it was given. */
  readonly plan?: AppConfigurationPlan;
  /**
   * The provider configuration every resource and data source of the instance uses (its region is
   * the instance's). Undefined: the stack's default `ibm` provider.
   */
  readonly provider?: IbmProvider;
}
