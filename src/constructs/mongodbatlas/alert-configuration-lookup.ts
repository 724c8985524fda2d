import type { AlertConfigurationLookupAttributes, IAlertConfiguration } from './alert-configuration-ref';
import { OPTIONS } from './private/option-keys.generated';
import { Construct } from '../../core/l2';
import { DataMongodbatlasAlertConfiguration } from '../../generated/mongodbatlas/data-alert-configuration';

/**
 * An existing alert configuration, read through the `mongodbatlas_alert_configuration` data
 * source.
 *
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/data-sources/alert_configuration
 */
export class AlertConfigurationLookup extends Construct implements IAlertConfiguration {
  /** The underlying data source. */
  public readonly dataSource: DataMongodbatlasAlertConfiguration;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Id of the alert configuration. */
  public readonly alertConfigurationId: string;

  constructor(scope: Construct, id: string, attrs: AlertConfigurationLookupAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'AlertConfigurationLookupAttributes');
    this.projectId = attrs.projectId;
    this.alertConfigurationId = attrs.alertConfigurationId;
    this.dataSource = new DataMongodbatlasAlertConfiguration(this, 'Lookup', { projectId: attrs.projectId, alertConfigurationId: attrs.alertConfigurationId });
  }

  /** Type of event that triggers the alert. */
  public get eventType(): string { return this.dataSource.eventType; }
}
