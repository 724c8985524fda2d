import { RULE } from '../../../../src/policy/atlas/rules/atlas-p1';
import { expectRuleDoc, reportedOnDocument } from '../../rule-util';
import { advanced, legacy, PROJECT, TOKEN } from '../inputs';

const OTHER = '6a7b8c9d0e1f5f1b2c3d4e5f';
const alert = (projectId: string) => ({ project_id: projectId, event_type: 'HOST_DOWN' });

test('Atlas-P1 states a warning rule on the whole document', () => {
  expectRuleDoc(RULE, 'Atlas-P1', 'warning');
  expect(RULE.document).toBe(true);
  expect(RULE.types).toEqual(['mongodbatlas_advanced_cluster', 'mongodbatlas_cluster', 'mongodbatlas_alert_configuration']);
});

test("pass: the clusters' project has an alert configuration (or a project id only Terraform knows)", () => {
  const withAlert = (cluster: Record<string, any>, alertProject: string) => ({
    mongodbatlas_advanced_cluster: { orders: cluster }, mongodbatlas_alert_configuration: { down: alert(alertProject) },
  });
  expect(reportedOnDocument(RULE, withAlert(advanced(), PROJECT))).toEqual([]);
  expect(reportedOnDocument(RULE, withAlert(advanced(), TOKEN))).toEqual([]);
  expect(reportedOnDocument(RULE, withAlert(advanced({ project_id: TOKEN }), PROJECT))).toEqual([]);
});

const fix = 'Fix: add a mongodbatlas.AlertConfiguration for the project (e.g. HOST_DOWN, REPLICATION_OPLOG_WINDOW_RUNNING_OUT); if its alerts are managed elsewhere, suppress Atlas-P1 with a reason.';

test('fail: a project with clusters and no alert configuration, reported once, on its first cluster', () => {
  expect(reportedOnDocument(RULE, {
    mongodbatlas_advanced_cluster: { orders: advanced(), items: advanced() },
    mongodbatlas_cluster: { legacy: legacy({ project_id: OTHER }) },
    mongodbatlas_alert_configuration: { elsewhere: alert('0123456789abcdef01234567') },
  })).toEqual([
    `mongodbatlas_advanced_cluster.orders: projectId: names a project with 2 clusters in this stack but no mongodbatlas_alert_configuration: nobody is paged when a host is down, a disk fills or replication lags. Received: "${PROJECT}". `
    + `Allowed: at least one alert configuration with the same projectId in the stack. ${fix}`,
    `mongodbatlas_cluster.legacy: projectId: names a project with 1 cluster in this stack but no mongodbatlas_alert_configuration: nobody is paged when a host is down, a disk fills or replication lags. Received: "${OTHER}". `
    + `Allowed: at least one alert configuration with the same projectId in the stack. ${fix}`,
  ]);
});

test('fail: a stack without any alert configuration, whatever the project id (no value needs knowing)', () => {
  expect(reportedOnDocument(RULE, { mongodbatlas_advanced_cluster: { orders: advanced({ project_id: TOKEN }) } })).toEqual([
    'mongodbatlas_advanced_cluster.orders: projectId: names a project with 1 cluster in this stack but no mongodbatlas_alert_configuration: nobody is paged when a host is down, a disk fills or replication lags. '
    + `Received: "\${var.x}". Allowed: at least one alert configuration with the same projectId in the stack. ${fix}`,
  ]);
});
