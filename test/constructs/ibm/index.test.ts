/**
 * The ibm L2s' index (src/constructs/ibm/index.ts) exports exactly the intended names: the
 * constructs, value classes, enums, structs and contracts; never a private class (the
 * `Imported<X>` classes, the helpers of the `private/` folders).
 */
import * as path from 'path';
import { Project } from 'ts-morph';
import * as ibm from '../../../src/constructs/ibm/index';

const INDEX = path.join(__dirname, '..', '..', '..', 'src', 'constructs', 'ibm', 'index.ts');

/** Every name the index exports (values and types), sorted. */
const EXPORTS = [
  'AppConfiguration', 'AppConfigurationPlan', 'AppConfigurationProps', 'BooleanFlagOptions', 'Collection', 'CollectionAttributes',
  'CollectionListLookup', 'CollectionListLookupProps', 'CollectionLookup', 'CollectionLookupProps', 'CollectionOptions', 'CollectionProps',
  'Environment', 'EnvironmentAttributes', 'EnvironmentBase', 'EnvironmentListLookup', 'EnvironmentListLookupProps', 'EnvironmentLookup',
  'EnvironmentLookupProps', 'EnvironmentOptions', 'EnvironmentProps', 'EventNotificationsIntegration', 'EventNotificationsIntegrationAttributes',
  'EventNotificationsIntegrationOptions', 'EventNotificationsIntegrationProps', 'FeatureFlag', 'FeatureFlagAttributes', 'FeatureListLookup',
  'FeatureListLookupProps', 'FlagOptions', 'FlagTargetingOptions', 'GitSync', 'GitSyncAttributes', 'GitSyncOptions', 'GitSyncProps',
  'IAppConfiguration', 'ICollection', 'ICollectionList', 'IEnvironment', 'IEnvironmentList', 'IEventNotificationsIntegration', 'IFeatureFlag',
  'IFeatureList', 'IGitSync', 'IKmsIntegration', 'IProperty', 'IPropertyList', 'ISegment', 'IamTokenOptions', 'IbmCloudAuth', 'IbmCloudProvider',
  'IbmCloudProviderProps', 'KmsIntegration', 'KmsIntegrationAttributes', 'KmsIntegrationOptions', 'KmsIntegrationProps', 'LookupSort',
  'NumericFlagOptions', 'PrivateEndpointType', 'Property', 'PropertyAttributes', 'PropertyListLookup', 'PropertyListLookupProps', 'PropertyOptions',
  'PropertyTargetingOptions', 'PropertyValue', 'SecretRefOptions', 'Segment', 'SegmentAttribute', 'SegmentAttributes', 'SegmentOptions',
  'SegmentProps', 'SegmentRule', 'StringFlagOptions', 'StringFormat', 'TrustedProfileNameOptions', 'TrustedProfileOptions', 'Visibility',
];

describe('the ibm index', () => {
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { allowJs: false } });
  const index = project.addSourceFileAtPath(INDEX);
  project.resolveSourceFileDependencies();
  const declarations = index.getExportedDeclarations();

  test('exports exactly the intended names', () => {
    expect([...declarations.keys()].sort()).toEqual(EXPORTS);
    expect([...EXPORTS].sort()).toEqual(EXPORTS);
  });

  test('no private class is exported at run time', () => {
    const names = Object.keys(ibm);
    expect(names.filter((n) => /^Imported|^OperatorRule$|^NativeValue$|^SecretRef$/.test(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['AppConfiguration', 'FeatureFlag', 'SegmentRule', 'PropertyValue']));
  });
});
