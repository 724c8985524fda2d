/**
 * What the Equinix rules read of an `equinix_fabric_connection`: its labels (the connection's
 * `additional_info`, a list of key/value maps) and its redundancy. Not part of the public API.
 */
import { items, str } from '../../core/runtime/type-rules';
import { labelsOf } from '../labels';

export const CONNECTION = 'equinix_fabric_connection';

/** The connection's known labels, from `additional_info`. */
export function connectionLabels(input: Readonly<Record<string, any>>): Record<string, string> {
  return labelsOf(input.additional_info);
}

/** The redundancy block (a set of at most one), or undefined. */
export function redundancy(input: Readonly<Record<string, any>>): Record<string, any> | undefined {
  const [first] = items(input.redundancy);
  return first?.[0];
}

/** The redundancy priority, upper-cased; 'PRIMARY' when the block or the priority is unset (the provider's default); undefined for a token. */
export function priority(input: Readonly<Record<string, any>>): string | undefined {
  const r = redundancy(input);
  if (input.redundancy !== undefined && input.redundancy !== null && !r) return undefined;
  if (!r || r.priority === undefined || r.priority === null) return 'PRIMARY';
  return str(r.priority)?.toUpperCase();
}
