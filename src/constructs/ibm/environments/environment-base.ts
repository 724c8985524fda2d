import type { IEnvironment } from './environment-ref';
import { Construct } from '../../../core/l2/index';
import { BooleanFlagOptions, FeatureFlag, NumericFlagOptions, StringFlagOptions } from '../flags/feature-flag';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { Property, PropertyOptions } from '../properties/property';

/**
 * What every environment, made here or referred to, offers: flags and properties with their values
 * in it. `Environment` (made by `AppConfiguration#addEnvironment`) and the environments an instance
 * refers to (`defaultEnvironment`, `environmentFromId`) extend it.
 */
export abstract class EnvironmentBase extends Construct implements IEnvironment {
  /** The instance the environment belongs to. */
  public abstract readonly instance: IAppConfiguration;
  /** The environment id (not the resource's `<guid>/<id>` id). */
  public abstract readonly environmentId: string;

  /**
   * A boolean feature flag with its values in this environment (child `id`).
   * @param id the construct id (and the flag id, unless `flagId` is given)
   * @param options the values (true when on, false when off, by default), state and collections
   */
  public booleanFlag(id: string, options: BooleanFlagOptions = {}): FeatureFlag {
    return FeatureFlag._create(this, this, id, { type: 'BOOLEAN', struct: 'BooleanFlagOptions', method: 'booleanFlag', options });
  }

  /**
   * A numeric feature flag (whole numbers) with its values in this environment (child `id`).
   * @param id the construct id (and the flag id, unless `flagId` is given)
   * @param options the values, state and collections
   */
  public numericFlag(id: string, options: NumericFlagOptions): FeatureFlag {
    return FeatureFlag._create(this, this, id, { type: 'NUMERIC', struct: 'NumericFlagOptions', method: 'numericFlag', options });
  }

  /**
   * A string feature flag with its values in this environment (child `id`): text, or objects
   * serialised as JSON or YAML (`format`).
   * @param id the construct id (and the flag id, unless `flagId` is given)
   * @param options the format, values, state and collections
   */
  public stringFlag(id: string, options: StringFlagOptions): FeatureFlag {
    return FeatureFlag._create(this, this, id, { type: 'STRING', struct: 'StringFlagOptions', method: 'stringFlag', options });
  }

  /**
   * A property with its value in this environment (child `id`); its `PropertyValue` gives it its
   * type.
   * @param id the construct id (and the property id, unless `propertyId` is given)
   * @param options the value and collections
   */
  public addProperty(id: string, options: PropertyOptions): Property {
    return Property._create(this, this, id, options);
  }
}
