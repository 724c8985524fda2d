/**
 * Type rules of `mongodbatlas_cluster_outage_simulation`, audited against provider v2.16.0
 * (internal/service/clusteroutagesimulation, which sends the filters as they are), its documentation
 * and the Atlas Admin API spec it ships (whose outage filter regionName has no enum).
 */
import { regionNameRule } from './shared/region-name';
import { at, items, TypeRule } from '../../core/runtime/type-rules';
import { docs } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_cluster_outage_simulation';

export const RULES: TypeRule[] = [
  regionNameRule(T, (input) => items(input.outage_filters).map(([f, i]): [unknown, string] => [f.region_name, `${at('outage_filters', input.outage_filters, i)}.region_name`]),
    { documentedIn: docs('cluster_outage_simulation') }),
];
