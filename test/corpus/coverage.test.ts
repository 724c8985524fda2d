/**
 * The corpus covers every generated type: the apps of a provider's corpus, together, use the
 * provider block and every resource and data source type of spec/<provider>/schema.json.
 */
import * as fs from 'fs';
import * as path from 'path';
import { CorpusApp, synthApp, typesOf } from './corpus';
import * as eqCloudRouter from './equinix/cloud-router';
import * as eqConnections from './equinix/connections';
import * as eqDataSources from './equinix/data-sources';
import * as eqLookups from './equinix/lookups';
import * as eqProvider from './equinix/provider';
import * as eqRouteAggregation from './equinix/route-aggregation';
import * as eqRouting from './equinix/routing';
import * as ibmAccount from './ibm/account-and-app';
import * as ibmAppConfiguration from './ibm/app-configuration';
import * as ibmProvider from './ibm/provider';

const ROOT = path.join(__dirname, '..', '..');

/** The area modules of each provider's corpus, by file name. */
const AREAS: Record<string, Record<string, { APPS: CorpusApp[] }>> = {
  equinix: {
    'provider.ts': eqProvider,
    'cloud-router.ts': eqCloudRouter,
    'connections.ts': eqConnections,
    'route-aggregation.ts': eqRouteAggregation,
    'data-sources.ts': eqDataSources,
    'routing.ts': eqRouting,
    'lookups.ts': eqLookups,
  },
  ibm: { 'provider.ts': ibmProvider, 'account-and-app.ts': ibmAccount, 'app-configuration.ts': ibmAppConfiguration },
};
const CORPUS: Record<string, CorpusApp[]> = Object.fromEntries(
  Object.entries(AREAS).map(([p, areas]) => [p, Object.values(areas).flatMap((m) => m.APPS)]),
);

function specTypes(provider: string): string[] {
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'spec', provider, 'schema.json'), 'utf8'));
  const p: any = Object.values(schema.provider_schemas)[0];
  return ['provider', ...Object.keys(p.resource_schemas ?? {}), ...Object.keys(p.data_source_schemas ?? {}).map((t) => `data.${t}`)].sort();
}

test.each(Object.keys(AREAS))('every %s area file is in the coverage, with its own test file', (provider) => {
  const files = fs.readdirSync(path.join(__dirname, provider));
  const areas = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  expect(Object.keys(AREAS[provider]).sort()).toEqual(areas);
  expect(files.filter((f) => f.endsWith('.test.ts')).map((f) => f.replace(/\.test\.ts$/, '.ts')).sort()).toEqual(areas);
});

test.each(Object.keys(CORPUS))('the %s corpus uses every type of its spec', (provider) => {
  const used = new Set(CORPUS[provider].flatMap((c) => typesOf(synthApp(c).doc)));
  expect(specTypes(provider).filter((t) => !used.has(t))).toEqual([]);
});
