import { Construct } from 'constructs';
import type { AlertRouteAttributes, IAlertRoute } from './alert-route-ref';
import { importedAttribute } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An existing alert route known by its id (nothing is read from incident.io).
 */
export class ImportedAlertRoute extends Construct implements IAlertRoute {
  private readonly attrs: AlertRouteAttributes;

  constructor(scope: Construct, id: string, attrs: AlertRouteAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'AlertRouteAttributes');
  }

  /** The id of the alert route. */
  public get alertRouteId(): string {
    return importedAttribute(this, 'AlertRoute.fromAlertRouteAttributes', 'alertRouteId', this.attrs.alertRouteId);
  }
}
