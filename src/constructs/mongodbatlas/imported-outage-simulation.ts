import { Construct } from 'constructs';
import type { ClusterOutageSimulationAttributes, IClusterOutageSimulation } from './outage-simulation-ref';
import { OPTIONS } from './private/option-keys.generated';
import { Problems, throwIfProblems } from '../../core/l2';

/**
 * An existing cluster outage simulation known by its attributes (nothing is read from Atlas).
 */
export class ImportedClusterOutageSimulation extends Construct implements IClusterOutageSimulation {
  /** Id of the Atlas project of the cluster. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;

  constructor(scope: Construct, id: string, attrs: ClusterOutageSimulationAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'ClusterOutageSimulationAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId', 'clusterName'], { projectId: 'the id of the Atlas project', clusterName: 'the name of the cluster' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.clusterName = attrs.clusterName;
  }
}
