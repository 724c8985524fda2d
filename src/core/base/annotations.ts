import { Annotations } from 'cdktn';
import { IConstruct } from 'constructs';
import { printable } from './errors';

/**
 * Adds a warning with a stable id, such as `terrain:deprecated-attribute`, to a construct.
 * cdktn annotations have no ids of their own, so the id leads the message, in brackets.
 * The same id and message are added once per construct. Control characters in the message (from a
 * construct id or a value) are escaped (`printable`): a warning is one line.
 */
export function addWarning(scope: IConstruct, id: string, message: string): void {
  const text = printable(`[${id}] ${message}`);
  if (scope.node.metadata.some((m) => m.data === text)) return;
  Annotations.of(scope).addWarning(text);
}
