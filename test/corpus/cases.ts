/**
 * Every app of the corpus, of all four providers, as stack builders (not a test file itself): for
 * the tests that take the whole corpus at once, e.g. test/terraform/corpus.test.ts, which has
 * Terraform plan each of them. `AREA_FILES` lists the files the apps come from, so that such a
 * test can check that no area file is left out.
 */
import { App, TerraformStack } from 'cdktn';
import { CorpusApp } from './corpus';
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
import { ALERT_APPS } from './incident/apps/alerts';
import { CATALOG_APPS } from './incident/apps/catalog';
import { ONCALL_APPS } from './incident/apps/oncall';
import { RESPONSE_APPS } from './incident/apps/response';
import { buildApp, CorpusApp as IncidentApp } from './incident/corpus';
import * as atlasAlerts from './mongodbatlas/alerts';
import * as atlasBackups from './mongodbatlas/backups';
import * as atlasClusters from './mongodbatlas/clusters';
import * as atlasDataSources from './mongodbatlas/data-sources';
import * as atlasEncryption from './mongodbatlas/encryption-and-access';
import * as atlasOutage from './mongodbatlas/outage-simulation';
import * as atlasProvider from './mongodbatlas/provider';
import * as atlasUsers from './mongodbatlas/users-and-roles';

/** One app of the corpus. */
export interface CorpusCase {
  readonly provider: 'mongodbatlas' | 'incident' | 'ibm' | 'equinix';
  /** The file of test/corpus/ the app comes from. */
  readonly file: string;
  /** The app's name (its test title in the corpus tests). */
  readonly name: string;
  /** Builds the app's one stack, in a new app. */
  stack(): TerraformStack;
}

const shared = (provider: CorpusCase['provider'], file: string, apps: readonly CorpusApp[]): CorpusCase[] =>
  apps.map((a) => ({ provider, file, name: a.name, stack: () => a.build(new App(), 'corpus') }));

const incident = (file: string, apps: readonly IncidentApp[]): CorpusCase[] =>
  apps.map((a) => ({ provider: 'incident', file, name: a.name, stack: () => buildApp(a) }));

export const CORPUS_CASES: readonly CorpusCase[] = [
  ...shared('mongodbatlas', 'mongodbatlas/provider.ts', atlasProvider.APPS),
  ...shared('mongodbatlas', 'mongodbatlas/clusters.ts', atlasClusters.APPS),
  ...shared('mongodbatlas', 'mongodbatlas/alerts.ts', atlasAlerts.APPS),
  ...shared('mongodbatlas', 'mongodbatlas/backups.ts', atlasBackups.APPS),
  ...shared('mongodbatlas', 'mongodbatlas/encryption-and-access.ts', atlasEncryption.APPS),
  ...shared('mongodbatlas', 'mongodbatlas/users-and-roles.ts', atlasUsers.APPS),
  ...shared('mongodbatlas', 'mongodbatlas/outage-simulation.ts', atlasOutage.APPS),
  ...shared('mongodbatlas', 'mongodbatlas/data-sources.ts', atlasDataSources.APPS),
  ...shared('equinix', 'equinix/provider.ts', eqProvider.APPS),
  ...shared('equinix', 'equinix/cloud-router.ts', eqCloudRouter.APPS),
  ...shared('equinix', 'equinix/connections.ts', eqConnections.APPS),
  ...shared('equinix', 'equinix/route-aggregation.ts', eqRouteAggregation.APPS),
  ...shared('equinix', 'equinix/routing.ts', eqRouting.APPS),
  ...shared('equinix', 'equinix/lookups.ts', eqLookups.APPS),
  ...shared('equinix', 'equinix/data-sources.ts', eqDataSources.APPS),
  ...shared('ibm', 'ibm/provider.ts', ibmProvider.APPS),
  ...shared('ibm', 'ibm/account-and-app.ts', ibmAccount.APPS),
  ...shared('ibm', 'ibm/app-configuration.ts', ibmAppConfiguration.APPS),
  ...incident('incident/apps/alerts.ts', ALERT_APPS),
  ...incident('incident/apps/catalog.ts', CATALOG_APPS),
  ...incident('incident/apps/oncall.ts', ONCALL_APPS),
  ...incident('incident/apps/response.ts', RESPONSE_APPS),
];
