import { regionSpelling } from '../../../src/facts/mongodbatlas/region-name';

test('a cloud-style name: the problem, with the Atlas name when there is one, in the words of the field', () => {
  expect(regionSpelling('us-east-1', 'region')).toEqual({
    problem: "is written the cloud provider's way; Atlas names regions in upper case with underscores.",
    allowed: "'US_EAST_1' (the Atlas name of this region)",
    fix: "set region to 'US_EAST_1'.",
  });
  expect(regionSpelling('us-central1', 'regionName')).toEqual({
    problem: "is written the cloud provider's way; Atlas names regions in upper case with underscores.",
    allowed: "an Atlas region name such as 'US_EAST_1', 'EUROPE_WEST_3' or 'CENTRAL_US'",
    fix: 'use the Atlas name of the region (see the region tables of the cloud provider in the Atlas documentation) in regionName.',
  });
});

test('Atlas names, tokens and values that are no strings have no problem', () => {
  expect(['US_EAST_1', '${var.region}', 42, undefined, null, {}].map((v) => regionSpelling(v, 'region'))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
});
