/**
 * One rule, several types: an Atlas region name written the cloud provider's way (`us-east-1`)
 * where Atlas wants its own spelling (`US_EAST_1`). Not part of the public API.
 */
import { displayPath, Report, TypeRule } from '../../../core/runtime/type-rules';
import { regionSpelling } from '../../../facts/mongodbatlas/region-name';

/** Each region-name input of one instance: the value and its Terraform path. */
export type RegionInputs = (input: Readonly<Record<string, any>>) => Array<[unknown, string]>;

/** Reports every region name of `inputs` that is written in the cloud provider's spelling. */
export function checkRegionNames(input: Readonly<Record<string, any>>, inputs: RegionInputs, report: Report): void {
  for (const [v, path] of inputs(input)) {
    const bad = regionSpelling(v, displayPath(path.replace(/.*\./, '')));
    if (bad) report(path, bad.problem, { received: v, allowed: bad.allowed, fix: bad.fix });
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
