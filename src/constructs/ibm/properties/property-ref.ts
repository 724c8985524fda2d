/**
 * The contract of an App Configuration property (`IProperty`) and the attributes of an existing one.
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IEnvironment } from '../environments/environment-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** A property of an App Configuration instance, defined here or existing. */
export interface IProperty extends IConstruct {
  /** The instance the property belongs to. */
  readonly instance: IAppConfiguration;
  /** The environment whose value it sets. */
  readonly environment: IEnvironment;
  /** The property id. */
  readonly propertyId: string;
}

/** Attributes of an existing property, for `Property.fromPropertyAttributes`. */
export interface PropertyAttributes {
  /** The environment (of the property's instance). */
  readonly environment: IEnvironment;
  /** The property id. */
  readonly propertyId: string;
}
