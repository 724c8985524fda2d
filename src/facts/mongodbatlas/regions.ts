/**
 * Atlas region names, as the Atlas Admin API spells them (upper case, words joined by `_`:
 * `US_EAST_1`, not the cloud provider's `us-east-1`). The lists are the `regionName` enums of the
 * API spec the provider ships at v2.16.0 (tools/codegen/atlasapispec/raw-multi-version-api-spec.yml:
 * AWSRegionConfig20240805.regionName, whose oneOf holds the AWS, Azure and GCP region lists), which
 * the API enforces for a cluster's region configs. Not part of the public API.
 */

/** AWS regions (`AWS Regions`). */
export const AWS_REGIONS: readonly string[] = [
  'US_GOV_WEST_1', 'US_GOV_EAST_1', 'US_EAST_1', 'US_EAST_2', 'US_WEST_1', 'US_WEST_2', 'CA_CENTRAL_1',
  'EU_NORTH_1', 'EU_WEST_1', 'EU_WEST_2', 'EU_WEST_3', 'EU_CENTRAL_1', 'EU_CENTRAL_2', 'AP_EAST_1',
  'AP_EAST_2', 'AP_NORTHEAST_1', 'AP_NORTHEAST_2', 'AP_NORTHEAST_3', 'AP_SOUTHEAST_1', 'AP_SOUTHEAST_2',
  'AP_SOUTHEAST_3', 'AP_SOUTHEAST_4', 'AP_SOUTHEAST_5', 'AP_SOUTHEAST_6', 'AP_SOUTHEAST_7', 'AP_SOUTH_1',
  'AP_SOUTH_2', 'SA_EAST_1', 'CN_NORTH_1', 'CN_NORTHWEST_1', 'ME_SOUTH_1', 'ME_CENTRAL_1', 'AF_SOUTH_1',
  'EU_SOUTH_1', 'EU_SOUTH_2', 'IL_CENTRAL_1', 'CA_WEST_1', 'MX_CENTRAL_1', 'GLOBAL',
];

/** Azure regions (`Azure Regions`). */
export const AZURE_REGIONS: readonly string[] = [
  'US_CENTRAL', 'US_EAST', 'US_EAST_2', 'US_NORTH_CENTRAL', 'US_WEST', 'US_SOUTH_CENTRAL', 'EUROPE_NORTH',
  'EUROPE_WEST', 'US_WEST_CENTRAL', 'US_WEST_2', 'US_WEST_3', 'CANADA_EAST', 'CANADA_CENTRAL',
  'BRAZIL_SOUTH', 'BRAZIL_SOUTHEAST', 'AUSTRALIA_CENTRAL', 'AUSTRALIA_CENTRAL_2', 'AUSTRALIA_EAST',
  'AUSTRALIA_SOUTH_EAST', 'GERMANY_WEST_CENTRAL', 'GERMANY_NORTH', 'SWEDEN_CENTRAL', 'SWEDEN_SOUTH',
  'SWITZERLAND_NORTH', 'SWITZERLAND_WEST', 'UK_SOUTH', 'UK_WEST', 'NORWAY_EAST', 'NORWAY_WEST',
  'INDIA_CENTRAL', 'INDIA_SOUTH', 'INDIA_WEST', 'CHINA_EAST', 'CHINA_NORTH', 'ASIA_EAST', 'JAPAN_EAST',
  'JAPAN_WEST', 'ASIA_SOUTH_EAST', 'KOREA_CENTRAL', 'KOREA_SOUTH', 'FRANCE_CENTRAL', 'FRANCE_SOUTH',
  'SOUTH_AFRICA_NORTH', 'SOUTH_AFRICA_WEST', 'UAE_CENTRAL', 'UAE_NORTH', 'QATAR_CENTRAL', 'POLAND_CENTRAL',
  'ISRAEL_CENTRAL', 'ITALY_NORTH', 'SPAIN_CENTRAL', 'MEXICO_CENTRAL', 'NEW_ZEALAND_NORTH', 'US_GOV_VIRGINIA',
  'US_GOV_ARIZONA', 'US_GOV_TEXAS',
];

/** GCP regions (`GCP Regions`). */
export const GCP_REGIONS: readonly string[] = [
  'EASTERN_US', 'EASTERN_US_AW', 'US_EAST_4', 'US_EAST_4_AW', 'US_EAST_5', 'US_EAST_5_AW', 'US_WEST_2',
  'US_WEST_2_AW', 'US_WEST_3', 'US_WEST_3_AW', 'US_WEST_4', 'US_WEST_4_AW', 'US_SOUTH_1', 'US_SOUTH_1_AW',
  'CENTRAL_US', 'CENTRAL_US_AW', 'WESTERN_US', 'WESTERN_US_AW', 'NORTH_AMERICA_NORTHEAST_1',
  'NORTH_AMERICA_NORTHEAST_2', 'NORTH_AMERICA_SOUTH_1', 'SOUTH_AMERICA_EAST_1', 'SOUTH_AMERICA_WEST_1',
  'WESTERN_EUROPE', 'EUROPE_NORTH_1', 'EUROPE_WEST_2', 'EUROPE_WEST_3', 'EUROPE_WEST_4', 'EUROPE_WEST_6',
  'EUROPE_WEST_8', 'EUROPE_WEST_9', 'EUROPE_WEST_10', 'EUROPE_WEST_12', 'EUROPE_SOUTHWEST_1',
  'EUROPE_CENTRAL_2', 'MIDDLE_EAST_CENTRAL_1', 'MIDDLE_EAST_CENTRAL_2', 'MIDDLE_EAST_WEST_1',
  'AUSTRALIA_SOUTHEAST_1', 'AUSTRALIA_SOUTHEAST_2', 'AFRICA_SOUTH_1', 'EASTERN_ASIA_PACIFIC',
  'NORTHEASTERN_ASIA_PACIFIC', 'SOUTHEASTERN_ASIA_PACIFIC', 'ASIA_EAST_2', 'ASIA_NORTHEAST_2',
  'ASIA_NORTHEAST_3', 'ASIA_SOUTH_1', 'ASIA_SOUTH_2', 'ASIA_SOUTHEAST_2',
];

const ALL: ReadonlySet<string> = new Set([...AWS_REGIONS, ...AZURE_REGIONS, ...GCP_REGIONS]);

/** Whether a name is an Atlas region name of any cloud provider. */
export function isAtlasRegion(name: string): boolean {
  return ALL.has(name);
}

/**
 * Whether a region name is written the cloud provider's way (lower case, or with `-`), which the
 * Atlas API refuses: `us-east-1`, `eastus2`, `europe-west1`.
 */
export function isCloudStyleRegion(name: string): boolean {
  return /[a-z-]/.test(name);
}

/**
 * The Atlas spelling of a cloud-style region name, when one exists: `us-east-1` -> `US_EAST_1`,
 * `eu-central-1` -> `EU_CENTRAL_1`, `us-east4` -> `US_EAST_4`. Undefined when the converted name is
 * no Atlas region (GCP and Azure names often differ: `us-central1` is `CENTRAL_US` in Atlas).
 */
export function atlasRegionSpelling(name: string): string | undefined {
  const upper = name.toUpperCase().replace(/-/g, '_');
  for (const candidate of [upper, upper.replace(/([A-Z])(\d)/g, '$1_$2')]) {
    if (ALL.has(candidate)) return candidate;
  }
  return undefined;
}
