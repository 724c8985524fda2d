import type { IPort } from './port-ref';
import { Construct, idOf, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataEquinixFabricPorts } from '../../../generated/equinix/data-fabric-ports/index';

/**
 * One of your Fabric ports, read through the `equinix_fabric_ports` data source by name (a filter
 * on `/name` with `=`, the one search the data source takes besides `/uuid`); made by
 * `Port.fromName`. Its uuid, name and encapsulation are those of the first port found.
 *
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/data-sources/fabric_ports
 */
export class PortLookup extends Construct implements IPort {
  /** The underlying data source. */
  public readonly dataSource: DataEquinixFabricPorts;
  /** The uuid of the port. */
  public readonly portUuid: string;
  /** The name of the port. */
  public readonly portName?: string;
  /** The port's encapsulation: `DOT1Q`, `QINQ` or `UNTAGGED`. */
  public readonly encapsulationType?: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the port (literal text, as `Port.fromName` takes it)
   */
  constructor(scope: Construct, id: string, name: string) {
    super(scope, id);
    const p = new Problems();
    idOf(p, 'name', name, 'the name of the port, e.g. 200001-SV1-CX-Primary-01');
    if (p.length) {
      // Leave nothing half-built in the tree: the caller may catch the error and try again.
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.dataSource = new DataEquinixFabricPorts(this, 'Default', {
      filter: [{ property: '/name', operator: '=', value: literalText(name) }],
    });
    const port = this.dataSource.data.get(0);
    this.portUuid = port.uuid;
    this.portName = port.name;
    this.encapsulationType = port.encapsulation.get(0).type;
  }

}
