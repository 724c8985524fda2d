/**
 * The equinix L2s' index (src/constructs/equinix/index.ts) exports exactly the intended names: the
 * lookups, value classes, enums and contracts; never a private class (the `Imported<X>` classes,
 * the helpers of the rooms' `private/` folders).
 */
import * as path from 'path';
import { ExportedDeclarations, Project } from 'ts-morph';
import * as equinix from '../../../src/constructs/equinix/index';

const INDEX = path.join(__dirname, '..', '..', '..', 'src', 'constructs', 'equinix', 'index.ts');

/** Every name the index exports (values and types), sorted. */
const EXPORTS = [
  'AccessPoint', 'AwsDirectConnectOptions', 'AzureExpressRouteOptions', 'AzurePeering', 'Bandwidth', 'BgpRoutingOptions', 'BgpRoutingProps',
  'ClientCredentialsOptions', 'CloudRouter', 'CloudRouterAttributes', 'CloudRouterConnectionProps', 'CloudRouterPackage', 'CloudRouterProps', 'DirectLinkOptions',
  'DirectRoutingOptions', 'DirectRoutingProps', 'FabricConnection', 'FabricConnectionAttributes', 'FabricConnectionOptions', 'FabricConnectionProps',
  'FabricProvider', 'FabricProviderProps', 'GooglePartnerInterconnectOptions', 'ICloudRouter', 'IFabricConnection', 'IPort',
  'IRouteAggregation', 'IRouteFilter', 'IRoutingProtocol', 'IServiceProfile', 'InternetAccessOptions', 'LinkProtocol', 'NotificationType',
  'Notifications', 'OracleFastConnectOptions', 'PeeringType', 'Port', 'PortAccessPointOptions', 'PortAttributes', 'PortEncapsulation',
  'PortLookup', 'PortToPortProps', 'PortToPortType', 'PrefixMatch', 'ProviderAuth', 'RedundantFabricConnectionProps',
  'RedundantFabricConnections', 'RouteAggregation', 'RouteAggregationAttributes', 'RouteAggregationProps', 'RouteAggregationRuleOptions',
  'RouteFilter', 'RouteFilterAttributes', 'RouteFilterDirection', 'RouteFilterIpVersion', 'RouteFilterProps', 'RouteFilterRuleOptions',
  'RoutingProtocol', 'RoutingProtocolAttributes', 'ServiceProfile', 'ServiceProfileLookup', 'ServiceProfileType', 'ServiceProviderOptions',
  'TermLength', 'TokenExchangeOptions', 'VirtualDeviceInterfaceType', 'VirtualDeviceOptions',
];

function exported(): ReadonlyMap<string, ExportedDeclarations[]> {
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { allowJs: false } });
  const index = project.addSourceFileAtPath(INDEX);
  project.resolveSourceFileDependencies();
  return index.getExportedDeclarations();
}

describe('the equinix index', () => {
  const declarations = exported();

  test('exports exactly the intended names', () => {
    expect([...declarations.keys()].sort()).toEqual(EXPORTS);
    expect([...EXPORTS].sort()).toEqual(EXPORTS);
  });

  test('exports no private class: nothing Imported<X>, internal, or declared in a private/ folder', () => {
    const leaks = [...declarations].filter(([name, decls]) => /^(Imported|_)/.test(name)
      || decls.some((d) => d.getSourceFile().getFilePath().split('/').includes('private')));
    expect(leaks.map(([name]) => name)).toEqual([]);
  });

  test('what it exports at run time is among the intended names (types are erased)', () => {
    const values = Object.keys(equinix).sort();
    expect(values.filter((n) => !EXPORTS.includes(n))).toEqual([]);
    expect(values).toEqual(expect.arrayContaining(['Bandwidth', 'Port', 'ServiceProfile']));
  });
});
