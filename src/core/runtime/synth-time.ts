/**
 * The time rules judge dates against (a pinned FCV may end at most 4 weeks after it): the context
 * value `terrain-constructs:synthTime` (an ISO 8601 timestamp) when set, so that tests and
 * reproducible builds can fix it, else the time of synth. Not part of the public API.
 */
import { IConstruct } from 'constructs';

/** Context key that fixes the synth time, e.g. `new App({ context: { 'terrain-constructs:synthTime': '2026-11-22T12:00:00Z' } })`. */
export const SYNTH_TIME_CONTEXT = 'terrain-constructs:synthTime';

export function synthTime(scope: IConstruct): Date {
  const v = scope.node.tryGetContext(SYNTH_TIME_CONTEXT);
  return v ? new Date(v) : new Date();
}
