/**
 * The per-app registry of encryption at rest, and what a cluster that declares an
 * `encryptionAtRestProvider` is checked against at synth. It names neither the EncryptionAtRest
 * construct nor the cluster classes (types only), so a cluster loads it only when it declares a
 * provider, and never loads the encryption-at-rest module. Not part of the public API.
 *
 * What is judged, and what is not:
 * - a cluster whose provider is AWS, AZURE or GCP, in a project (equal project id strings: the
 *   same literal, or the same token) that has an EncryptionAtRest in the same app, must find one
 *   of that provider there; otherwise synth fails on the cluster;
 * - a project with no EncryptionAtRest in the app is not judged: its encryption at rest may be
 *   managed elsewhere (another stack, another tool, the Atlas UI);
 * - NONE, and a provider that is a token, are not judged.
 * A cluster in the same stack as a matching EncryptionAtRest (or whose provider is a token) gets
 * `depends_on` it: Atlas needs the key configured before a cluster uses it, and destroys in the
 * reverse order.
 */
import {
  AppRegistry, dependOn, IConstruct, isKnown, oneOf, Problems, sameValue, TerraformResource, textOf, validateAtSynth, ValidationProblem,
} from '../../../core/l2';

/** The key management services, in words, and the factory that configures each. */
const KMS: { [provider: string]: readonly [string, string] } = {
  AWS: ['AWS KMS', 'awsKms'],
  AZURE: ['Azure Key Vault', 'azureKeyVault'],
  GCP: ['Google Cloud KMS', 'googleCloudKms'],
};

/** An EncryptionAtRest defined in the app. */
export interface EncryptionRecord {
  /** The EncryptionAtRest. */
  readonly scope: IConstruct;
  readonly projectId: string;
  /** AWS, AZURE or GCP. */
  readonly provider: string;
  /** The `mongodbatlas_encryption_at_rest` resource. */
  readonly resource: TerraformResource;
}

/** A cluster that declares the provider of its encryption at rest. */
interface ClusterRecord {
  readonly scope: IConstruct;
  readonly projectId: string;
  readonly provider: string;
  readonly resource: TerraformResource;
  /** The encryption at rest the cluster already depends on. */
  readonly linked: Set<EncryptionRecord>;
}

const ENCRYPTIONS = new AppRegistry<EncryptionRecord>();
const CLUSTERS = new AppRegistry<ClusterRecord>();

/** Registers an EncryptionAtRest with its app; the clusters of its project already registered get their dependency. */
export function registerEncryption(record: EncryptionRecord): void {
  ENCRYPTIONS.register(record);
  for (const c of CLUSTERS.entries(record.scope)) link(c, record);
}

/**
 * The EncryptionAtRest constructs of a project in the same app, whatever the order in which they
 * and the caller were made. Project ids match when they are equal strings or references to the
 * same expression (a variable read twice).
 */
export function encryptionsOf(scope: IConstruct, projectId: string): EncryptionRecord[] {
  if (typeof projectId !== 'string' || projectId === '') return [];
  return ENCRYPTIONS.entries(scope).filter((r) => sameValue(r.projectId, projectId));
}

/**
 * A cluster declares the provider of its encryption at rest: it gets `depends_on` the matching
 * EncryptionAtRest of its project in its stack, and is checked at synth against the
 * EncryptionAtRest constructs of its project in the app.
 * @param cluster the cluster L2 (the validation's construct)
 * @param resource its L1, which gets the dependency
 * @param projectId the cluster's project
 * @param provider the cluster's `encryptionAtRestProvider`
 */
export function declareClusterEncryption(cluster: IConstruct, resource: TerraformResource, projectId: string, provider: string): void {
  const record: ClusterRecord = { scope: cluster, projectId, provider, resource, linked: new Set() };
  CLUSTERS.register(record);
  for (const e of ENCRYPTIONS.entries(cluster)) link(record, e);
  validateAtSynth(cluster, () => checkCluster(cluster, record));
}

/** Whether the cluster uses this encryption at rest: same project, and its provider (or a token). */
function uses(c: ClusterRecord, e: EncryptionRecord): boolean {
  return typeof c.projectId === 'string' && sameValue(c.projectId, e.projectId) && (!isKnown(c.provider) || c.provider === e.provider);
}

/**
 * Adds the cluster's dependency on the encryption at rest it uses (once): `depends_on` in one
 * stack, a dependency of the cluster's stack on the other stack across stacks.
 */
function link(c: ClusterRecord, e: EncryptionRecord): void {
  if (c.linked.has(e) || !uses(c, e)) return;
  c.linked.add(e);
  dependOn(c.resource, e.resource);
}

/** The cluster's provider has an EncryptionAtRest in its project, when the project has any in the app. */
function checkCluster(scope: IConstruct, c: ClusterRecord): ValidationProblem[] {
  // A provider that is no string is the L1's value check (and no key to look up: an object without prototype cannot be one).
  if (typeof c.provider !== 'string' || !isKnown(c.provider) || !Object.prototype.hasOwnProperty.call(KMS, c.provider)) return [];
  const all = encryptionsOf(scope, c.projectId);
  if (!all.length || all.some((e) => e.provider === c.provider)) return [];
  const have = [...new Set(all.map((e) => e.provider))];
  const [words, factory] = KMS[c.provider];
  const project = isKnown(c.projectId) ? `project ${textOf(c.projectId)}` : 'the project';
  const p = new Problems();
  p.add('encryptionAtRestProvider', `is ${c.provider}, but the encryption at rest of ${project} in this app (${all.map((e) => e.scope.node.path).join(', ')}) `
    + `uses ${oneOf(have.map((x) => KMS[x][0]))}, not ${words}.`, {
    id: 'mongodbatlas:cluster-encryption-provider',
    received: c.provider,
    allowed: `${oneOf(have)} (what the project's encryption at rest in this app uses), or NONE`,
    fix: `set encryptionAtRestProvider to '${have[0]}', or configure ${words} for the project: new EncryptionAtRest(...) with key: EncryptionAtRestKey.${factory}(...).`,
  });
  return p.list;
}
