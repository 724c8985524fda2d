/**
 * Targeting of flags and properties: the segments a rule targets, the collections an object joins,
 * and the segment rules as the provider takes them. The construct numbers the rules 1..N in the
 * order `target` is called (App Configuration evaluates them by ascending order and serves the value
 * of the first that matches), so no two share an order and none is missing.
 */
import { sameInstance } from './app-ids';
import { Problems } from '../../../core/l2/index';
import type { ICollection } from '../collections/collection-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import type { ISegment } from '../segments/segment-ref';

/** One targeting rule as the construct keeps it. */
export interface TargetRule {
  readonly segments: string[];
  readonly value: string;
  readonly rollout?: number;
}

function hasInstance(x: unknown): x is { instance: IAppConfiguration } {
  const i = x !== null && typeof x === 'object' ? (x as { instance?: unknown }).instance : undefined;
  return i !== null && typeof i === 'object' && typeof (i as IAppConfiguration).guid === 'string';
}

function isSegment(x: unknown): x is ISegment {
  return hasInstance(x) && typeof (x as ISegment).segmentId === 'string';
}

function isCollection(x: unknown): x is ICollection {
  return hasInstance(x) && typeof (x as ICollection).collectionId === 'string';
}

/** The ids of segments passed at `field`, all of `instance`, or problems. */
export function segmentIdsOf(p: Problems, field: string, segments: unknown, instance: IAppConfiguration): string[] | undefined {
  if (!Array.isArray(segments) || segments.length === 0) {
    p.add(field, Array.isArray(segments) ? 'is empty: a targeting rule serves its value to the entities of its segments.' : 'expected a list of segments.', {
      id: 'ibm:target-segments', received: segments, allowed: 'one ISegment or more, e.g. [beta] where beta = appConfig.addSegment(...)', fix: 'pass the segments, e.g. flag.target([beta], { ... }).',
    });
    return undefined;
  }
  const before = p.length;
  const ids = segments.map((s, i) => {
    const at = `${field}[${i}]`;
    if (!isSegment(s)) {
      p.add(at, typeof s === 'string' ? 'expected an ISegment, not an id.' : 'expected an ISegment.', {
        id: 'l2:expected-contract',
        received: s,
        allowed: 'a segment of the same instance, e.g. appConfig.addSegment(\'beta-users\', { ... })',
        fix: typeof s === 'string' ? 'pass the segment construct (its `segmentId` is rendered; a resource\'s `id` is `<guid>/<segment id>`, which no rule matches).' : 'pass a segment, e.g. appConfig.addSegment(\'beta-users\', { ... }).',
      });
      return '';
    }
    if (!sameInstance(s.instance, instance)) {
      p.add(at, `is a segment of another App Configuration instance (${s.node.path}): a rule targets segments of its own instance.`, {
        id: 'ibm:segment-instance', received: s.segmentId, allowed: 'a segment of the same instance', fix: 'add the segment to this instance (appConfig.addSegment), or target it from a flag of its own instance.',
      });
      return '';
    }
    return s.segmentId;
  });
  return p.length > before ? undefined : ids;
}

/** The collections an object joins, all of `instance`, as the provider takes them. */
export function collectionRefsOf(
  p: Problems, field: string, collections: unknown, instance: IAppConfiguration,
): Array<{ collectionId: string }> | undefined {
  if (collections === undefined || collections === null) return undefined;
  if (!Array.isArray(collections)) {
    p.add(field, 'expected a list of collections.', { id: 'l2:expected-list', received: collections, allowed: 'a list of ICollection', fix: `write ${field}: [checkout] where checkout = appConfig.addCollection('checkout').` });
    return undefined;
  }
  const before = p.length;
  const refs = collections.map((c, i) => {
    const at = `${field}[${i}]`;
    if (!isCollection(c)) {
      p.add(at, typeof c === 'string' ? 'expected an ICollection, not an id.' : 'expected an ICollection.', {
        id: 'l2:expected-contract', received: c, allowed: 'a collection of the same instance, e.g. appConfig.addCollection(\'checkout\')', fix: 'pass the collection construct, e.g. appConfig.addCollection(\'checkout\').',
      });
      return { collectionId: '' };
    }
    if (!sameInstance(c.instance, instance)) {
      p.add(at, `is a collection of another App Configuration instance (${c.node.path}).`, {
        id: 'ibm:collection-instance', received: c.collectionId, allowed: 'a collection of the same instance', fix: 'add a collection to this instance (appConfig.addCollection) and pass it.',
      });
    }
    return { collectionId: c.collectionId };
  });
  return p.length > before ? undefined : refs;
}

/**
 * The provider's segment rules, numbered in the order they were added: 1..N, or from `first` on
 * (the rules added since the last render).
 */
export function renderRules(rules: readonly TargetRule[], withRollout: boolean, first = 1): Array<Record<string, unknown>> {
  return rules.map((r, i) => ({
    rules: [{ segments: r.segments }],
    value: r.value,
    order: first + i,
    ...(withRollout ? { rolloutPercentage: r.rollout ?? 100 } : {}),
  }));
}
