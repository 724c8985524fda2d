/** Atlas-P1: a project with clusters but no alert configuration (a document rule). */
import { known } from '../../../core/runtime/type-rules';
import { DocumentRuleBody } from '../../rule';
import { ADVANCED, LEGACY } from '../cluster';

const ALERT = 'mongodbatlas_alert_configuration';

export const RULE: DocumentRuleBody = {
  level: 'warning',
  document: true,
  summary: 'A project has clusters in the stack but no alert configuration.',
  explanation: 'Atlas gives a new project default alerts, but they notify project owners by email and can be changed outside the code; '
    + 'alerts defined with the clusters page the team that runs them when a host is down, a disk fills or replication lags. '
    + 'The rule reads the stack: a project whose clusters are here but whose alerts are defined elsewhere, suppress with a reason. '
    + 'Project ids are compared as written; an id that is an expression is taken to match any other expression, so it is never judged on a guess.',
  fix: 'Add a mongodbatlas.AlertConfiguration (or MongodbatlasAlertConfiguration) with the same projectId, e.g. for HOST_DOWN and REPLICATION_OPLOG_WINDOW_RUNNING_OUT.',
  types: [ADVANCED, LEGACY, ALERT],
  check: (doc, report) => {
    const alerts = Object.values(doc.resource[ALERT] ?? {})
      .map((a) => a.project_id)
      .filter((p): p is string => typeof p === 'string');
    const clusters = new Map<string, string[]>();
    for (const type of [ADVANCED, LEGACY]) {
      for (const [name, body] of Object.entries(doc.resource[type] ?? {})) {
        const p = body.project_id;
        if (typeof p !== 'string') continue;
        let list = clusters.get(p);
        if (!list) clusters.set(p, list = []);
        list.push(`${type}.${name}`);
      }
    }
    for (const [project, addresses] of clusters) {
      // An id that is an expression Terraform evaluates at plan (a reference, a variable) matches any other.
      if (alerts.some((a) => a === project || !known(a) || !known(project))) continue;
      report(addresses[0], 'project_id', `names a project with ${addresses.length} cluster${addresses.length === 1 ? '' : 's'} in this stack but no mongodbatlas_alert_configuration: nobody is paged when a host is down, a disk fills or replication lags.`, {
        received: project,
        allowed: 'at least one alert configuration with the same projectId in the stack',
        fix: 'add a mongodbatlas.AlertConfiguration for the project (e.g. HOST_DOWN, REPLICATION_OPLOG_WINDOW_RUNNING_OUT); if its alerts are managed elsewhere, suppress {id} with a reason.',
      });
    }
  },
};
