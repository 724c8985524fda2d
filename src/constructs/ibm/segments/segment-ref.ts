/**
 * The contract of an App Configuration segment (`ISegment`).
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** A segment of an App Configuration instance, defined here or existing. */
export interface ISegment extends IConstruct {
  /** The instance the segment belongs to. */
  readonly instance: IAppConfiguration;
  /**
   * The segment id, e.g. `beta-users` (not the resource's `id`, which is `<guid>/<segment id>`):
   * what a targeting rule's `segments` take.
   */
  readonly segmentId: string;
}

/** Attributes of an existing segment, for `Segment.fromSegmentAttributes`. */
export interface SegmentAttributes {
  /** The instance the segment belongs to. */
  readonly instance: IAppConfiguration;
  /** The segment id, e.g. `beta-users`. */
  readonly segmentId: string;
}
