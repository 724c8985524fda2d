/**
 * Helpers of the LegacyCluster tests (legacy-cluster.test.ts, private/validate-legacy-cluster.test.ts).
 */
import { TerraformStack } from 'cdktn';
import { TerrainTesting } from '../../../src';
import { LegacyCluster, LegacyClusterProps, LegacyClusterRegion } from '../../../src/constructs/mongodbatlas';
import { MongodbatlasProvider } from '../../../src/generated/mongodbatlas/provider';
import { errorOf, resource, stack as bareStack, synth } from '../../util';

export const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';
export const base = { projectId: PROJECT, name: 'orders', provider: 'AWS', instanceSize: 'M30' };
export const threeNodes: LegacyClusterRegion[] = [{ region: 'US_EAST_1', electableNodes: 3 }];
export const VALIDATION = 'Validation failed with the following errors:\n  ';
export const DEPRECATED_TYPE = 'test/Orders/Default: [terrain:deprecated-type] mongodbatlas_cluster is deprecated by the provider. Use `mongodbatlas_advanced_cluster` (`MongodbatlasAdvancedCluster`, or the `ReplicaSetCluster` and `ShardedCluster` constructs) for new clusters.';

/** A stack with the Atlas provider, for tests that expect an error. */
export function atlasStack(): TerraformStack {
  const s = bareStack();
  new MongodbatlasProvider(s, 'atlas');
  return s;
}

/** Synthesizes (validations and conformance on) a stack with the provider and what `build` adds. */
export function synthAtlas(build: (s: TerraformStack) => void) {
  return synth((s) => {
    new MongodbatlasProvider(s, 'atlas');
    build(s);
  });
}

/** The one `mongodbatlas_cluster` body of a document, optionally by cluster name. */
export function body(doc: any, name?: string): any {
  const entries = Object.entries<any>(doc.resource?.mongodbatlas_cluster ?? {}).filter(([, b]) => name === undefined || b.name === name);
  if (entries.length !== 1) throw new Error(`expected one mongodbatlas_cluster${name ? ` named ${name}` : ''}, found ${entries.length}`);
  return resource(doc, 'mongodbatlas_cluster', entries[0][0]);
}

export function logicalId(doc: any): string {
  return Object.keys(doc.resource.mongodbatlas_cluster)[0];
}

/** The message of a synth-time validation failure, without cdktn's trailing hint. */
export function synthError(s: TerraformStack): string {
  return errorOf(() => TerrainTesting.synth(s)).replace(/\n+If you wish to ignore these validations.*$/s, '');
}

/** Builds a cluster in a fresh stack and returns the synth-time error. */
export function synthErrorOf(props: Partial<LegacyClusterProps>, more?: (c: LegacyCluster) => void): string {
  const s = atlasStack();
  const c = new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
  more?.(c);
  return synthError(s);
}

/** Builds a cluster in a fresh stack, synthesizes it and returns its warnings. */
export function synthWarningsOf(props: Partial<LegacyClusterProps>): string[] {
  const s = atlasStack();
  new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
  TerrainTesting.synth(s);
  return TerrainTesting.warnings(s);
}

/** Builds a cluster in a fresh stack, synthesizes it (no error) and returns its warnings but the type's deprecation. */
export function adviceOf(props: Partial<LegacyClusterProps>, more?: (c: LegacyCluster) => void): string[] {
  const s = atlasStack();
  const c = new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
  more?.(c);
  TerrainTesting.synth(s);
  return TerrainTesting.warnings(s).filter((w) => w !== DEPRECATED_TYPE);
}

/** The error of an electable total that is not 3, 5 or 7 (the L2's invariant), up to the fix. */
export const TOTAL = (n: number, counts: string) => `[test/Orders] regions: has ${n} electable node${n === 1 ? '' : 's'}: a shard has 3, 5 or 7, an odd number of voting members, `
  + `so that the members left after an outage of a minority still elect a primary. Received: ${n}${counts ? ` (${counts})` : ''}. Allowed: 3, 5 or 7. Fix: `;

/** Builds a cluster in a fresh stack and returns the construction error. */
export function constructionError(props: Partial<LegacyClusterProps>): string {
  return errorOf(() => new LegacyCluster(atlasStack(), 'Orders', { ...base, regions: threeNodes, ...props }));
}

export function synthCluster(props: Partial<LegacyClusterProps>, more?: (c: LegacyCluster) => void): any {
  const { doc } = synthAtlas((s) => {
    const c = new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
    more?.(c);
  });
  return body(doc);
}

export const priorities = (b: any) => b.replication_specs[0].regions_config.map((r: any) => [r.region_name, r.priority]);
