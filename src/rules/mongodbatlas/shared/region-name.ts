/**
 * One rule, several types: an Atlas region name written the cloud provider's way (`us-east-1`)
 * where Atlas wants its own spelling (`US_EAST_1`). Not part of the public API.
 */
import { atlasRegionSpelling, isCloudStyleRegion } from './regions';
import { displayPath, Report, str, TypeRule } from '../../../core/runtime/type-rules';

/** Each region-name input of one instance: the value and its Terraform path. */
export type RegionInputs = (input: Readonly<Record<string, any>>) => Array<[unknown, string]>;

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
 * their words (`regionName` for an L1, `region` for an L2). The type rules and the L2s share it.
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
