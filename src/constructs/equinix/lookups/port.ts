import type { PortLookup } from './port-lookup';
import { IPort, PortAttributes, PortEncapsulation } from './port-ref';
import { Construct, describedAs, idOf, memberOf, Problems, throwIfProblems } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

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
    return new ImportedPort(scope, id, { portUuid: uuid }, 'uuid');
  }

  /**
   * Refers to a port by its uuid and what you know of it, without reading Equinix. With its
   * encapsulation, a connection's link protocol on the port is checked at synth
   * (`LinkProtocol.dot1q` on a `DOT1Q` port).
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the uuid and, if known, the name and encapsulation
   */
  public static fromPortAttributes(scope: Construct, id: string, attrs: PortAttributes): IPort {
    return new ImportedPort(scope, id, attrs, 'portUuid');
  }
}

/** A port known by its uuid (nothing is read from Equinix): what `Port.fromUuid` and `Port.fromPortAttributes` return. */
class ImportedPort extends Construct implements IPort {
  /** The uuid of the port. */
  public readonly portUuid: string;
  /** The name of the port, when given. */
  public readonly portName?: string;
  /** The port's encapsulation, when given. */
  public readonly encapsulationType?: string;

  constructor(scope: Construct, id: string, attrs: PortAttributes, uuidField: string) {
    super(scope, id);
    const p = new Problems();
    try {
      if (uuidField === 'portUuid') OPTIONS.props(this, attrs, 'PortAttributes');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    idOf(p, uuidField, attrs.portUuid, 'the uuid of the port');
    if (attrs.portName !== undefined && attrs.portName !== null) idOf(p, 'portName', attrs.portName, 'the name of the port');
    const encapsulation = attrs.encapsulationType === undefined || attrs.encapsulationType === null ? undefined
      : memberOf(p, 'encapsulationType', attrs.encapsulationType, { values: PortEncapsulation, enumName: 'PortEncapsulation' });
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.portUuid = attrs.portUuid;
    if (attrs.portName !== undefined && attrs.portName !== null) this.portName = attrs.portName;
    if (encapsulation !== undefined) this.encapsulationType = encapsulation;
  }
}
describedAs(ImportedPort, 'IPort');
