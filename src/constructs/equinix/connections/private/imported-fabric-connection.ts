/**
 * The connection `FabricConnection.fromFabricConnectionAttributes` returns: an existing one known
 * by its attributes.
 */
import { Construct, describedAs, idOf, importedAttribute, Problems, throwIfProblems } from '../../../../core/l2/index';
import { OPTIONS } from '../../private/option-keys.generated';
import type { FabricConnectionAttributes, IFabricConnection } from '../fabric-connection-ref';

/**
 * An existing connection known by its attributes (nothing is read from Equinix): what
 * `FabricConnection.fromFabricConnectionAttributes` returns.
 */
export class ImportedFabricConnection extends Construct implements IFabricConnection {
  /** The id of the connection. */
  public readonly connectionId: string;
  private readonly group?: string;

  constructor(scope: Construct, id: string, attrs: FabricConnectionAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'FabricConnectionAttributes');
    const p = new Problems();
    idOf(p, 'connectionId', attrs.connectionId, 'the id (uuid) of the connection');
    if (attrs.redundancyGroup !== undefined && attrs.redundancyGroup !== null) idOf(p, 'redundancyGroup', attrs.redundancyGroup, 'the redundancy group of the connection');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.connectionId = attrs.connectionId;
    this.group = attrs.redundancyGroup;
  }

  /** The redundancy group, when it was given. */
  public get redundancyGroup(): string {
    return importedAttribute(this, 'FabricConnection.fromFabricConnectionAttributes', 'redundancyGroup', this.group);
  }
}
describedAs(ImportedFabricConnection, 'IFabricConnection');
