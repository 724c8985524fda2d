/**
 * The topology describers, one per provider (each in its own file beside this one). A provider
 * without one has its resources counted under the diagram, not drawn. Not part of the public API.
 */
import { EQUINIX } from './equinix';
import { IBM } from './ibm';
import { INCIDENT } from './incident';
import { TopologyDescriber } from './model';
import { MONGODBATLAS } from './mongodbatlas';

/** Every describer, in the order they draw. */
export const DESCRIBERS: readonly TopologyDescriber[] = [MONGODBATLAS, INCIDENT, EQUINIX, IBM];
