/**
 * The contract of a list of App Configuration environments read by a lookup (`IEnvironmentList`).
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** The environments of an instance, as a lookup read them (`EnvironmentListLookup`). */
export interface IEnvironmentList extends IConstruct {
  /** The instance read. */
  readonly instance: IAppConfiguration;
  /** The ids of the environments read, e.g. `prod` (known at apply). */
  readonly environmentIds: string[];
}
