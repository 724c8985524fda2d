import type { PortLookup } from './port-lookup';
import type { IPort } from './port-ref';
import { Construct, describedAs, idOf, Problems, throwIfProblems } from '../../../core/l2/index';

/**
 * Equinix Fabric ports, for the A (or Z) side of a connection: `Port.fromName` reads one through
 * the `equinix_fabric_ports` data source, `Port.fromUuid` refers to one by its uuid.
 *
 * ```ts
 * const primary = Port.fromName(this, 'Primary', '200001-SV1-CX-Primary-01');
 * const secondary = Port.fromUuid(this, 'Secondary', 'c4d9350e-783c-83cd-1ce0-306a5c00a600');
 * ```
 */
export abstract class Port {
  /**
   * Looks up one of your ports by its name (a filter on `/name`): the plan fails when no port has it.
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the port, e.g. `200001-SV1-CX-Primary-01`.
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as a
   * token, e.g. a variable's `stringValue`.
   */
  public static fromName(scope: Construct, id: string, name: string): PortLookup {
    const { PortLookup: Lookup } = require('./port-lookup') as typeof import('./port-lookup');
    return new Lookup(scope, id, name);
  }

  /**
   * Refers to a port by its uuid, without reading Equinix.
   * @param scope the scope
   * @param id a scoped id
   * @param uuid the uuid of the port
   */
  public static fromUuid(scope: Construct, id: string, uuid: string): IPort {
    return new ImportedPort(scope, id, uuid);
  }
}

/** A port known by its uuid (nothing is read from Equinix): what `Port.fromUuid` returns. */
class ImportedPort extends Construct implements IPort {
  /** The uuid of the port. */
  public readonly portUuid: string;

  constructor(scope: Construct, id: string, uuid: string) {
    super(scope, id);
    const p = new Problems();
    idOf(p, 'uuid', uuid, 'the uuid of the port');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.portUuid = uuid;
  }
}
describedAs(ImportedPort, 'IPort');
