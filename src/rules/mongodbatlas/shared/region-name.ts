/**
 * One rule, several types: an Atlas region name written the cloud provider's way (`us-east-1`)
 * where Atlas wants its own spelling (`US_EAST_1`). Not part of the public API.
 */
import { atlasRegionSpelling, isCloudStyleRegion } from './regions';
import { displayPath, Report, str, TypeRule } from '../../../core/runtime/type-rules';

/** Each region-name input of one instance: the value and its Terraform path. */
export type RegionInputs = (input: Readonly<Record<string, any>>) => Array<[unknown, string]>;

/** Reports every region name of `inputs` that is written in the cloud provider's spelling. */
export function checkRegionNames(input: Readonly<Record<string, any>>, inputs: RegionInputs, report: Report): void {
  for (const [v, path] of inputs(input)) {
    const name = str(v);
    if (name === undefined || !isCloudStyleRegion(name)) continue;
    const atlas = atlasRegionSpelling(name);
    const field = displayPath(path.replace(/.*\./, ''));
    report(path, 'is written the cloud provider\'s way; Atlas names regions in upper case with underscores.', {
      received: name,
      allowed: atlas ? `'${atlas}' (the Atlas name of this region)` : "an Atlas region name such as 'US_EAST_1', 'EUROPE_WEST_3' or 'CENTRAL_US'",
      fix: atlas ? `set ${field} to '${atlas}'.` : `use the Atlas name of the region (see the region tables of the cloud provider in the Atlas documentation) in ${field}.`,
    });
  }
}

/** A rule `rule:<type>/<name>` over the region-name inputs of a type. */
export function regionNameRule(
  tfType: string, inputs: RegionInputs, where: { enforcedBy: string } | { documentedIn: string }, name = 'atlas-region-name',
): TypeRule {
  const enforced = 'enforcedBy' in where;
  return {
    id: `rule:${tfType}/${name}`,
    summary: 'Region names are written the Atlas way (US_EAST_1), not the cloud provider\'s (us-east-1); the message names the Atlas spelling.',
    ...where,
    level: enforced ? 'error' : 'warning',
    check: (input, report) => checkRegionNames(input, inputs, report),
  };
}
