import type { OutageRegion } from './cluster-props';
import type { ClusterLookupAttributes } from './cluster-ref';
import { ClusterReferenceBase } from './private/cluster-reference';
import { OPTIONS } from './private/option-keys.generated';
import { Construct, Problems, throwIfProblems } from '../../core/l2';
import { DataMongodbatlasAdvancedCluster, DataMongodbatlasAdvancedClusterConnectionStringsOutputReference } from '../../generated/mongodbatlas/data-advanced-cluster';

/**
 * An existing cluster, read through the `mongodbatlas_advanced_cluster` data source.
 *
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/data-sources/advanced_cluster
 */
export class ClusterLookup extends ClusterReferenceBase {
  /** The underlying data source. */
  public readonly dataSource: DataMongodbatlasAdvancedCluster;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;

  constructor(scope: Construct, id: string, attrs: ClusterLookupAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'ClusterLookupAttributes');
    const p = new Problems();
    p.required(attrs, ['projectId', 'name'], { projectId: 'the id of the Atlas project', name: 'the name of the cluster' });
    p.strings(attrs, { projectId: 'the id of the Atlas project, a string', name: 'the name of the cluster, a string' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.clusterName = attrs.name;
    this.dataSource = new DataMongodbatlasAdvancedCluster(this, 'Lookup', { projectId: attrs.projectId, name: attrs.name });
  }

  /** Atlas id of the cluster. */
  public get clusterId(): string { return this.dataSource.clusterId; }
  /** Version of MongoDB the cluster runs. */
  public get mongoDbVersion(): string { return this.dataSource.mongoDbVersion; }
  /** Current state of the cluster, e.g. IDLE. */
  public get stateName(): string { return this.dataSource.stateName; }
  /** Connection strings of the cluster. */
  public get connectionStrings(): DataMongodbatlasAdvancedClusterConnectionStringsOutputReference { return this.dataSource.connectionStrings; }
  /** Not known at synth: the regions are read at plan. */
  public get knownRegions(): OutageRegion[] | undefined { return undefined; }
}
