/**
 * The incident L2s' index (src/constructs/incident/index.ts) exports exactly the intended names:
 * the L2 classes, their lookups, value classes, props and options structs and contracts; never a
 * private class (the `Imported<X>` classes that `from<X>Attributes` returns, the helpers of the
 * rooms' `private/` folders).
 */
import * as path from 'path';
import { ExportedDeclarations, Project } from 'ts-morph';
import * as incident from '../../../src/constructs/incident/index';

const INDEX = path.join(__dirname, '..', '..', '..', 'src', 'constructs', 'incident', 'index.ts');

/** Every name the index exports (values and types), sorted. */
const EXPORTS = [
  'AckMode', 'AlertAttribute', 'AlertAttributeAttributes', 'AlertAttributeLookup', 'AlertAttributeProps',
  'AlertRoute', 'AlertRouteAddSourceOptions', 'AlertRouteAttributes', 'AlertRouteCustomField',
  'AlertRouteEscalation', 'AlertRouteGrouping', 'AlertRouteIncident', 'AlertRouteProps',
  'AlertRouteSlackNotification', 'AlertRouteSource', 'AlertSource', 'AlertSourceAttributes',
  'AlertSourceBindOptions', 'AlertSourceProps', 'AlertSourceType', 'AttributeMergeStrategy', 'AttributeType',
  'Binding', 'BranchesExpressionOptions', 'CatalogAttribute', 'CatalogAttributeAttributes',
  'CatalogAttributeOptions', 'CatalogAttributeProps', 'CatalogAttributeType', 'CatalogEntry', 'CatalogEntryLookup',
  'CatalogEntryOptions', 'CatalogEntryRecord', 'CatalogType', 'CatalogTypeAttributes', 'CatalogTypeCategory',
  'CatalogTypeLookup', 'CatalogTypeLookupOptions', 'CatalogTypeProps', 'ChannelVisibility', 'Condition',
  'CustomField', 'CustomFieldAttributes', 'CustomFieldLookup', 'CustomFieldMergeStrategy', 'CustomFieldOption',
  'CustomFieldOptionLookup', 'EmailAlertSourceProps', 'EngineRef', 'EscalationBranch', 'EscalationBranchOptions',
  'EscalationCondition', 'EscalationConditionOptions', 'EscalationDelayOptions', 'EscalationLevelOptions',
  'EscalationNode', 'EscalationPath', 'EscalationPathAttributes', 'EscalationPathLookup',
  'EscalationPathLookupOptions', 'EscalationPathProps', 'EscalationPathRestartOptions', 'EscalationRepeatOptions',
  'EscalationRetryOptions', 'EscalationRoundRobinOptions', 'EscalationSequence', 'EscalationTarget', 'Expression',
  'ExpressionBranch', 'GroupingWindowType', 'HeartbeatAlertSourceProps', 'HttpCustomAlertSourceProps',
  'IAlertAttribute', 'IAlertRoute', 'IAlertSource', 'ICatalogAttribute', 'ICatalogEntry', 'ICatalogEntryMapper',
  'ICatalogType', 'ICustomField', 'ICustomFieldOption', 'IEscalationPath', 'IExpression', 'IIncidentRole',
  'IIncidentType', 'ISchedule', 'IUser', 'IncidentRole', 'IncidentRoleLookup', 'IncidentType',
  'IncidentTypeAttributes', 'IncidentTypeLookup', 'JiraAlertSourceProps', 'NavigateExpressionOptions',
  'ParseExpressionOptions', 'ParseOperationOptions', 'RichText', 'RichTextMarks', 'RichTextNode',
  'RichTextVariableOptions', 'Schedule', 'ScheduleAttributes', 'ScheduleLookup', 'ScheduleLookupOptions',
  'ScheduleMode', 'ScheduleTargetOptions', 'SeverityMergeStrategy', 'Urgency', 'User', 'UserAttributes',
  'UserLookup', 'UserLookupOptions', 'Weekday', 'WeekdayHoursOptions', 'WhenAlertJoinsGroup', 'WorkingHours',
  'WorkingHoursOptions', 'WorkingHoursState', 'WorkingHoursTransition', 'WorkingInterval',
];

/** The declarations the index exports, by name, read from the sources. */
function exported(): ReadonlyMap<string, ExportedDeclarations[]> {
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { allowJs: false } });
  const index = project.addSourceFileAtPath(INDEX);
  project.resolveSourceFileDependencies();
  return index.getExportedDeclarations();
}

describe('the incident index', () => {
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
    const values = Object.keys(incident).sort();
    expect(values.filter((n) => !EXPORTS.includes(n))).toEqual([]);
    expect(values).toEqual(expect.arrayContaining(['CatalogType', 'EscalationPath', 'User', 'Schedule', 'CustomField', 'IncidentType']));
  });
});
