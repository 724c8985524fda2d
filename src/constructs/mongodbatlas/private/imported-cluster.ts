/**
 * An existing cluster known by its attributes (no data source, nothing read from Atlas): what
 * `fromClusterAttributes` of every cluster class (the advanced ones and `LegacyCluster`) returns.
 * Users hold it as an `ICluster`. Not part of the public API.
 */
import { ClusterReferenceBase } from './cluster-reference';
import { OPTIONS } from './option-keys.generated';
import { checkLayoutList, Construct, describedAs, importedAttribute, Problems, throwIfProblems } from '../../../core/l2';
import type { OutageRegion } from '../cluster-props';
import type { ClusterAttributes } from '../cluster-ref';

const METHOD = 'fromClusterAttributes';

/** An existing cluster known by its attributes. */
export class ImportedCluster extends ClusterReferenceBase {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;
  /** The cluster's regions, if given. */
  public readonly knownRegions?: OutageRegion[];
  private readonly attrs: ClusterAttributes;

  constructor(scope: Construct, id: string, attrs: ClusterAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'ClusterAttributes');
    const p = new Problems();
    p.required(attrs, ['projectId', 'clusterName'], { projectId: 'the id of the Atlas project', clusterName: 'the name of the cluster' });
    // Grants and alerts quote them in their messages and render them: strings, or tokens.
    p.strings(attrs, { projectId: 'the id of the Atlas project, a string', clusterName: 'the name of the cluster, a string' });
    // Outage simulations check their regions against these: a list written in code, of objects.
    const knownRegions = attrs.knownRegions === undefined || attrs.knownRegions === null
      ? undefined : checkLayoutList(p, 'knownRegions', attrs.knownRegions, '{ provider, region }');
    throwIfProblems(this, p);
    this.attrs = attrs;
    this.projectId = attrs.projectId;
    this.clusterName = attrs.clusterName;
    this.knownRegions = knownRegions;
  }

  /** Atlas id of the cluster (if given). */
  public get clusterId(): string { return importedAttribute(this, METHOD, 'clusterId', this.attrs.clusterId); }
  /** Version of MongoDB the cluster runs (if given). */
  public get mongoDbVersion(): string { return importedAttribute(this, METHOD, 'mongoDbVersion', this.attrs.mongoDbVersion); }
  /** Current state of the cluster (if given). */
  public get stateName(): string { return importedAttribute(this, METHOD, 'stateName', this.attrs.stateName); }
}
describedAs(ImportedCluster, 'ICluster');
