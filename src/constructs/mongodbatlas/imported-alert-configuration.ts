import { Construct } from 'constructs';
import type { AlertConfigurationAttributes, IAlertConfiguration } from './alert-configuration-ref';
import { OPTIONS } from './private/option-keys.generated';
import { importedAttribute } from '../../core/l2';

const ATTRIBUTES_METHOD = 'AlertConfiguration.fromAlertConfigurationAttributes';

/**
 * An existing alert configuration known by its attributes (nothing is read from Atlas).
 */
export class ImportedAlertConfiguration extends Construct implements IAlertConfiguration {
  private readonly attrs: AlertConfigurationAttributes;

  constructor(scope: Construct, id: string, attrs: AlertConfigurationAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs ?? {}, 'AlertConfigurationAttributes');
  }

  /** Id of the Atlas project (if given). */
  public get projectId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'projectId', this.attrs.projectId); }
  /** Id of the alert configuration (if given). */
  public get alertConfigurationId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'alertConfigurationId', this.attrs.alertConfigurationId); }
}
