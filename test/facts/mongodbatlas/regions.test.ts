import { atlasRegionSpelling, AWS_REGIONS, AZURE_REGIONS, GCP_REGIONS, isAtlasRegion, isCloudStyleRegion } from '../../../src/facts/mongodbatlas/regions';

test('Atlas region names of each cloud, in the Atlas spelling', () => {
  expect([AWS_REGIONS.includes('US_EAST_1'), GCP_REGIONS.includes('CENTRAL_US'), AZURE_REGIONS.includes('US_EAST_2')]).toEqual([true, true, true]);
  expect([...AWS_REGIONS, ...AZURE_REGIONS, ...GCP_REGIONS].filter(isCloudStyleRegion)).toEqual([]);
  expect(['US_EAST_1', 'CENTRAL_US', 'EUROPE_WEST'].every(isAtlasRegion)).toBe(true);
});

test("a cloud provider's spelling is recognised, and converted when Atlas has the same region", () => {
  expect(['us-east-1', 'eastus2', 'europe-west1'].every(isCloudStyleRegion)).toBe(true);
  expect([atlasRegionSpelling('us-east-1'), atlasRegionSpelling('eu-central-1'), atlasRegionSpelling('us-east4')]).toEqual(['US_EAST_1', 'EU_CENTRAL_1', 'US_EAST_4']);
});

test('no conversion when the converted name is no Atlas region; a made-up name is none', () => {
  expect([atlasRegionSpelling('us-central1'), atlasRegionSpelling('mars-north-1')]).toEqual([undefined, undefined]);
  expect([isAtlasRegion('us-east-1'), isAtlasRegion('MARS_NORTH_1')]).toEqual([false, false]);
});
