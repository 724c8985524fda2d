import { Construct } from 'constructs';
import type { AlertSourceAttributes, IAlertSource } from './alert-source-ref';
import { importedAttribute } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An existing alert source known by its id (nothing is read from incident.io).
 */
export class ImportedAlertSource extends Construct implements IAlertSource {
  private readonly attrs: AlertSourceAttributes;

  constructor(scope: Construct, id: string, attrs: AlertSourceAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'AlertSourceAttributes');
  }

  /** The id of the alert source. */
  public get alertSourceId(): string {
    return importedAttribute(this, 'AlertSource.fromAlertSourceAttributes', 'alertSourceId', this.attrs.alertSourceId);
  }
}
