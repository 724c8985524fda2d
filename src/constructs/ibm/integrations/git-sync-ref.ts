/**
 * The contract of an App Configuration Git sync (`IGitSync`, a git configuration: the provider's
 * snapshot) and the attributes of an existing one.
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** The Git sync of one collection in one environment of an App Configuration instance, defined here or existing. */
export interface IGitSync extends IConstruct {
  /** The instance the Git sync belongs to. */
  readonly instance: IAppConfiguration;
  /** The git configuration id, e.g. `checkout-prod` (not the resource's `id`, which is `<guid>/<git config id>`). */
  readonly configId: string;
}

/** Attributes of an existing Git sync, for `GitSync.fromGitSyncAttributes`. */
export interface GitSyncAttributes {
  /** The instance the Git sync belongs to. */
  readonly instance: IAppConfiguration;
  /** The git configuration id, e.g. `checkout-prod`. */
  readonly configId: string;
}
