/**
 * An Atlas region name written the cloud provider's way (`us-east-1`) where Atlas wants its own
 * spelling (`US_EAST_1`): the problem, in parts of a message, that the type rules
 * (src/rules/mongodbatlas/shared/region-name.ts) and the L2s give. Not part of the public API.
 */
import { atlasRegionSpelling, isCloudStyleRegion } from './regions';
import { str } from '../../core/runtime/type-rules';

/** What is wrong with a region name written the cloud provider's way, in parts of a message. */
export interface RegionSpelling {
  readonly problem: string;
  readonly allowed: string;
  readonly fix: string;
}

/**
 * The problem of a region name written in the cloud provider's spelling (`us-east-1` for
 * `US_EAST_1`), with the Atlas name where there is one; undefined for any other value (a token,
 * no string, an Atlas name). `field` is the name of the input the fix tells the user to set, in
 * their words (`regionName` for an L1, `region` for an L2).
 */
export function regionSpelling(v: unknown, field: string): RegionSpelling | undefined {
  const name = str(v);
  if (name === undefined || !isCloudStyleRegion(name)) return undefined;
  const atlas = atlasRegionSpelling(name);
  return {
    problem: 'is written the cloud provider\'s way; Atlas names regions in upper case with underscores.',
    allowed: atlas ? `'${atlas}' (the Atlas name of this region)` : "an Atlas region name such as 'US_EAST_1', 'EUROPE_WEST_3' or 'CENTRAL_US'",
    fix: atlas ? `set ${field} to '${atlas}'.` : `use the Atlas name of the region (see the region tables of the cloud provider in the Atlas documentation) in ${field}.`,
  };
}
