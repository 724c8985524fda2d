/**
 * Import ids of every incident resource (spec section 4.2, and the provider's import formats for
 * the types the spec does not list): each generated class documents its format, and
 * `generateConfigForImport` writes the id into an import block unchanged.
 */
import * as fs from 'fs';
import * as path from 'path';
import { Construct } from 'constructs';
import { incident } from '../../../src';
import { synth } from '../../util';

const GENERATED = path.join(__dirname, '..', '..', '..', 'src', 'generated', 'incident');

/** The static side of a generated resource class. */
interface Importable {
  readonly name: string;
  readonly tfResourceType: string;
  generateConfigForImport(scope: Construct, importToId: string, importFromId: string): unknown;
}

/** Terraform type, generated class, documented import id format, and a realistic id in that format. */
const FORMATS: Array<[string, Importable, string, string]> = [
  ['incident_alert_attribute', incident.IncidentAlertAttribute, '<alert_attribute_id>', '01HS45HY43KWJRP1XPA7Z3DJ8F'],
  ['incident_alert_route', incident.IncidentAlertRoute, '<alert_route_id>', '01HSK596NGYA1DQ91K5GQAPENE'],
  ['incident_alert_source', incident.IncidentAlertSource, '<alert_source_id>', '01HNBF5KZNWJ47TAN9ZT24MNPZ'],
  ['incident_alert_source_attribute_beta', incident.IncidentAlertSourceAttributeBeta, '<alert_source_id>:<alert_attribute_id>',
    '01HNBF5KZNWJ47TAN9ZT24MNPZ:01HS45HY43KWJRP1XPA7Z3DJ8F'],
  ['incident_alert_source_beta', incident.IncidentAlertSourceBeta, '<alert_source_id>', '01HNBF5KZNWJ47TAN9ZT24MNPZ'],
  ['incident_catalog_entries', incident.IncidentCatalogEntries, '<catalog_type_id>', '01HNFSECZP11HYGCPWPQ5E6EYC'],
  ['incident_catalog_entry', incident.IncidentCatalogEntry, '<catalog_entry_id>', '01HR4DK79Q9G8XE6SZAEAVSNTC'],
  ['incident_catalog_type', incident.IncidentCatalogType, '<catalog_type_id>', '01HNFSECZP11HYGCPWPQ5E6EYC'],
  ['incident_catalog_type_attribute', incident.IncidentCatalogTypeAttribute, '<catalog_type_id>:<attribute_id>',
    '01HNFSECZP11HYGCPWPQ5E6EYC:01HJPXT891WB09B9Y73MY63FCH'],
  ['incident_custom_field', incident.IncidentCustomField, '<custom_field_id>', '01HM7N36096Q14DR9GPQY77ZXY'],
  ['incident_custom_field_option', incident.IncidentCustomFieldOption, '<custom_field_option_id>', '01HRRTDRHN3ZHQ8D5HFRSWVK18'],
  ['incident_escalation_path', incident.IncidentEscalationPath, '<escalation_path_id>', '01HRSZ5AWSH8VHTPRE95B9EE0Z'],
  ['incident_incident_role', incident.IncidentIncidentRole, '<incident_role_id>', '01HJVYZ04SXWF6E996X5208E2K'],
  ['incident_maintenance_window', incident.IncidentMaintenanceWindow, '<maintenance_window_id>', '01HN28JT97KB6CQ643DZVMXXQK'],
  ['incident_schedule', incident.IncidentSchedule, '<schedule_id>', '01HQM5Q1NXW1RNJ47E65GH2BH8'],
  ['incident_schedule_beta', incident.IncidentScheduleBeta, '<schedule_id>', '01HQM5Q1NXW1RNJ47E65GH2BH8'],
  ['incident_schedule_rotation_beta', incident.IncidentScheduleRotationBeta, '<schedule_id>:<rotation_id>',
    '01HQM5Q1NXW1RNJ47E65GH2BH8:01HM0ZWSK9TPRM7N0MNS7C0JGQ'],
  ['incident_schedule_sync_rule', incident.IncidentScheduleSyncRule, '<schedule_id>:<rule_id>', '01HQM5Q1NXW1RNJ47E65GH2BH8:01HK3TW8JZ38AYTNJKGGSFKYS7'],
  ['incident_schedule_sync_target', incident.IncidentScheduleSyncTarget, '<schedule_sync_target_id>', '01HKSR4QVH3H63J9FHVMCQV1SD'],
  ['incident_severity', incident.IncidentSeverity, '<severity_id>', '01HQB0NR5YHCF05G59S2S1KKE5'],
  ['incident_status', incident.IncidentStatus, '<status_id>', '01HSK596NGYA1DQ91K5GQAPENE'],
  ['incident_workflow', incident.IncidentWorkflow, '<workflow_id>', '01HRSZ5AWSH8VHTPRE95B9EE0Z'],
];

describe('import ids', () => {
  test('every resource of the schema is listed here', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'spec', 'incident', 'schema.json'), 'utf8'));
    const resources = Object.keys(Object.values<any>(schema.provider_schemas)[0].resource_schemas).sort();
    expect(FORMATS.map(([t]) => t)).toEqual(resources);
  });

  test.each(FORMATS)('%s: documents its import id format and imports by that id', (tfType, cls, format, id) => {
    expect(cls.tfResourceType).toBe(tfType);
    const module = tfType.replace(/^incident_/, '').replace(/_/g, '-');
    const src = fs.readFileSync(path.join(GENERATED, module, 'index.ts'), 'utf8');
    expect(src).toContain(` * Import id: \`${format}\`. Import with \`importFrom(id)\` or \`${cls.name}.generateConfigForImport(...)\`.`);
    expect(src).toContain(`(id format \`${format}\`)`);

    const { doc } = synth((stack) => {
      new incident.IncidentProvider(stack, 'incident');
      // No configuration needed: `terraform plan -generate-config-out` reads the import block.
      cls.generateConfigForImport(stack, 'existing', id);
    });
    expect(doc.import).toEqual([{ to: `${tfType}.existing`, id }]);
  });
});
