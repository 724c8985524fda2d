/**
 * The stack half of the incident rules that compare resources (shared/stack-pass.ts): it reads the
 * notes of the type rules that just ran, walks the stack only when they say something may clash,
 * compares what Terraform will read (overrides merged, references resolved), and keeps to its stack.
 */
import { App, TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import { incident, TerrainTesting } from '../../../../src';
import { CHECKS } from '../../../../src/core/runtime/descriptors';
import { ENGINE_TYPE_BY_ID, EXTERNAL_ID_UNIQUE, noteCustomType, noteExternalId, stackPass } from '../../../../src/rules/incident/shared/stack-pass';
import { ruleWarnings } from '../../findings';
import { make } from '../helpers';

const TYPE_ID = '01HN28JT97KB6CQ643DZVMXXQK';
/** The rule findings on a construct (its metadata also holds cdktn's traces). */
const findings = (c: IConstruct) => c.node.metadata.map((m) => String(m.data)).filter((d) => d.startsWith('[rule:'));
const entry = (s: TerraformStack, id: string, externalId?: string) => new incident.IncidentCatalogEntry(s, id, {
  catalogTypeId: TYPE_ID, name: id, externalId, attributeValues: [],
});

describe('the stack pass', () => {
  test('the rule ids name the types whose records hold them', () => {
    expect([EXTERNAL_ID_UNIQUE, ENGINE_TYPE_BY_ID]).toEqual(['rule:incident_catalog_entry/external-id-unique', 'rule:incident_catalog_type/engine-type-by-id']);
  });

  test('without notes it walks nothing: clashing resources are left alone (the notes come from the stack\'s type rules, at synth)', () => {
    const s = new TerraformStack(new App(), 'test');
    new incident.IncidentProvider(s, 'incident', {});
    entry(s, 'a', 'x');
    entry(s, 'b', 'x');
    expect(stackPass(s)).toEqual([]);
    expect(s.node.findAll().flatMap(findings)).toEqual([]);
    // Noted (as the type rules do), the same stack is judged; the notes are taken once.
    noteExternalId({ external_id: 'x' });
    noteExternalId({ external_id: 'x' });
    expect(stackPass(s)).toEqual([]);
    expect(findings(s.node.findChild('b')).map((d) => d.split(' test/a,')[0])).toEqual(['[rule:incident_catalog_entry/external-id-unique] externalId: is also the external id of']);
    expect(findings(s.node.findChild('a'))).toEqual([]);
  });

  test('checks turned off (CHECKS.on false, as the benchmark does) judge nothing, and drop the notes', () => {
    const s = new TerraformStack(new App(), 'test');
    new incident.IncidentProvider(s, 'incident', {});
    entry(s, 'a', 'x');
    entry(s, 'b', 'x');
    noteExternalId({ external_id: 'x' });
    noteExternalId({ external_id: 'x' });
    noteCustomType({ type_name: 'Custom["Team"]', name: 'Team' });
    CHECKS.on = false;
    try {
      expect(stackPass(s)).toEqual([]);
    } finally {
      CHECKS.on = true;
    }
    expect(stackPass(s)).toEqual([]);
    expect(findings(s.node.findChild('b'))).toEqual([]);
  });

  test('an override is what Terraform reads: an external id overridden to another clashes no more', () => {
    expect(ruleWarnings(make((s) => {
      entry(s, 'a', 'x');
      entry(s, 'b', 'x').addOverride('external_id', 'y');
    }).warnings)).toEqual([]);
  });

  test('a stack inside the stack has its own pass: its entries are not compared with the outer stack\'s', () => {
    const app = new App();
    const outer = new TerraformStack(app, 'outer');
    new incident.IncidentProvider(outer, 'incident', {});
    entry(outer, 'a', 'x');
    const inner = new TerraformStack(outer, 'inner');
    new incident.IncidentProvider(inner, 'incident', {});
    entry(inner, 'b', 'x');
    TerrainTesting.synth(outer);
    expect(TerrainTesting.warnings(outer).filter((w) => w.includes('[rule:'))).toEqual([]);
  });

  test('only a custom type created in the stack is named: an alert attribute of CatalogEntry["Team"] without such a type is no finding', () => {
    expect(make((s) => new incident.IncidentAlertAttribute(s, 'attr', { name: 'Team', type: 'CatalogEntry["Team"]', array: false })).warnings).toEqual([]);
    // A synced-looking name of a type that is created here as a custom type is.
    expect(ruleWarnings(make((s) => {
      new incident.IncidentCatalogType(s, 'pd', { name: 'PagerDutyService', typeName: 'Custom["PagerDutyService"]', description: 'd', sourceRepoUrl: 'https://github.com/acme/catalog' });
      new incident.IncidentAlertAttribute(s, 'attr', { name: 'Service', type: 'CatalogEntry["PagerDutyService"]', array: false });
    }).warnings).map((w) => w.split(', created in')[0])).toEqual([
      'test/attr: [rule:incident_catalog_type/engine-type-by-id] type: names the catalog type test/pd (Custom["PagerDutyService"])',
    ]);
  });
});
