import type { ICluster } from './cluster-ref';
import type { ProjectBindContext } from './private/project-context';
import { IConstruct, knownDifferent } from '../../core/l2';
import type { MongodbatlasDatabaseUserScopes } from '../../generated/mongodbatlas/database-user';

const CLUSTER_SCOPE = 'CLUSTER';
const DATA_FEDERATION_SCOPE = 'DATA_LAKE';

/**
 * A cluster or an Atlas Data Federation instance a database user can reach (`scopes`). A user
 * with no scope reaches every cluster and data federation instance of its project.
 */
export class DatabaseUserScope {
  /**
   * A cluster of the user's project (type `CLUSTER`). When the cluster is defined in the same
   * stack, the user is created after it and destroyed before it.
   * @param cluster the cluster: a cluster construct, or a looked-up or imported cluster
   */
  public static cluster(cluster: ICluster): DatabaseUserScope {
    return new DatabaseUserScope(cluster?.clusterName, CLUSTER_SCOPE, cluster);
  }

  /**
   * An Atlas Data Federation instance of the user's project, by name (type `DATA_LAKE`).
   * @param name the name of the data federation instance
   */
  public static dataFederation(name: string): DatabaseUserScope {
    return new DatabaseUserScope(name, DATA_FEDERATION_SCOPE);
  }

  /**
   * @internal The scope a cluster grant adds (`cluster.grantRead(user, ...)`): the cluster by name,
   * and its construct, which the user is created after.
   */
  public static _ofGrant(clusterName: string, cluster: IConstruct): DatabaseUserScope {
    return new DatabaseUserScope(clusterName, CLUSTER_SCOPE, undefined, cluster);
  }

  /** @internal The construct the user is created after (the cluster of a scope or a grant). */
  public readonly _owner?: IConstruct;

  private constructor(
    /** Name of the cluster or data federation instance. */
    public readonly name: string,
    /** Kind of resource: `CLUSTER` or `DATA_LAKE`. */
    public readonly type: string,
    /**
     * The cluster, for a cluster scope.
     * @default - a data federation instance
     */
    public readonly scopedCluster?: ICluster,
    owner?: IConstruct,
  ) {
    this._owner = owner ?? scopedCluster;
  }

  /** Whether the scope names the same kind of resource and the same name as another. */
  public sameAs(other: DatabaseUserScope): boolean {
    return this.type === other.type && this.name === other.name;
  }

  /**
   * @internal Checks the scope where a user took it (its problems go to `ctx`, under `field`): it
   * names a resource, and a cluster of the user's project (the project of `ctx`). Returns the
   * provider's scope block, or undefined when the scope is unusable.
   */
  public _bind(ctx: ProjectBindContext, field: string): MongodbatlasDatabaseUserScopes | undefined {
    const cluster = this.type === CLUSTER_SCOPE;
    if (this.name === undefined || this.name === null) {
      ctx.problems.add(field, cluster ? 'names no cluster.' : 'names no data federation instance.', {
        id: 'mongodbatlas:user-scope-unnamed',
        received: this.name,
        allowed: cluster ? 'DatabaseUserScope.cluster(cluster), with a cluster' : "DatabaseUserScope.dataFederation('<name>')",
        fix: cluster ? 'pass the cluster construct (or ReplicaSetCluster.fromClusterAttributes(...)).' : 'pass the name of the data federation instance.',
      });
      return undefined;
    }
    const c = this.scopedCluster;
    if (c && knownDifferent(c.projectId, ctx.projectId)) {
      ctx.problems.add(field, `is the cluster '${this.name}' of project ${c.projectId}, not of the user's project ${ctx.projectId}.`, {
        id: 'mongodbatlas:user-scope-project',
        received: c.node?.path ?? this.name,
        allowed: `a cluster of project ${ctx.projectId}`,
        fix: 'scope the user to clusters of its own project; a user of the other project needs its own DatabaseUser there.',
      });
      return undefined;
    }
    return { name: this.name, type: this.type };
  }
}
