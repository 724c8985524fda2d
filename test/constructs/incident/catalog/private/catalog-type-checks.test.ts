/**
 * The checks of a CatalogType besides its entries (catalog-type-checks.ts): the name inside
 * Custom["..."], and the other resources of the app that manage the type's entries.
 */
import { App, TerraformVariable } from 'cdktn';
import { checkLocalId, checkTypeName, mixedEntriesWarnings } from '../../../../../src/constructs/incident/catalog/private/catalog-type-checks';
import { Problems } from '../../../../../src/core/l2/index';
import { incident } from '../../../../../src/index';
import { catalogStack, catalogType } from '../catalog-util';

function problemsOf(v: unknown): string[] {
  const p = new Problems();
  checkTypeName(p, v);
  return p.list.map((x) => `${x.id} ${x.problem}`);
}

describe('checkTypeName', () => {
  test('a bare name passes, ${ and %{ included (text); a reference is not judged', () => {
    expect(problemsOf('Service')).toEqual([]);
    expect(problemsOf('Odd${x}%{y}')).toEqual([]);
    expect(problemsOf(undefined)).toEqual([]);
    const name = new TerraformVariable(catalogStack(), 'name', { type: 'string' }).stringValue;
    expect(problemsOf(`Custom["${name}"]`)).toEqual([]);
  });

  test('Custom[...], CatalogEntry[...], quotes and brackets, blank, no string', () => {
    expect(problemsOf('Custom["Team"]')).toEqual(['incident:catalog-type-name is written Custom[...]; the construct writes Custom["<typeName>"] itself.']);
    expect(problemsOf('CatalogEntry["Team"]')).toEqual(['incident:catalog-type-name is written as an engine type, CatalogEntry[...]; the construct writes Custom["<typeName>"] itself.']);
    expect(problemsOf('a]b')).toEqual(['incident:catalog-type-name has quotes or brackets, which cannot be written inside Custom["..."].']);
    expect(problemsOf(' ')).toEqual(['incident:catalog-type-name is empty.']);
    expect(problemsOf(3)).toEqual(['incident:catalog-type-name expected a string.']);
  });
});

describe('mixedEntriesWarnings', () => {
  test('an incident_catalog_entry or incident_catalog_entries of the same type, other than the type\'s own', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    new incident.IncidentCatalogEntry(stack, 'Single', { catalogTypeId: teams.catalogTypeId, name: 'x', attributeValues: [] });
    new incident.IncidentCatalogEntry(stack, 'OtherType', { catalogTypeId: '01OTHER', name: 'y', attributeValues: [] });
    const own = (c: unknown) => c === teams.entriesResource;
    const warnings = mixedEntriesWarnings(stack, teams.catalogTypeId, own);
    expect(warnings).toEqual([
      'entries: are managed by this type\'s incident_catalog_entries, which deletes every entry of the type it does not hold, and test/Single (incident_catalog_entry) also manages entries of the type. '
      + 'Received: test/Single. Allowed: the entries of this type added with addEntry or addEntries only. Fix: add those entries to the type with addEntry, or set manageEntries: false on the type and manage its entries elsewhere.',
    ]);
    expect(mixedEntriesWarnings(new App(), teams.catalogTypeId, own)).toEqual([]);
  });
});

describe('checkLocalId', () => {
  function localIdProblems(localId: unknown): string[] {
    const stack = catalogStack();
    const t = catalogType(stack, 'Team', { allowEmptyEntries: true });
    t.addAttribute('lead', { name: 'Lead', type: incident.CatalogAttributeType.string() });
    const p = new Problems();
    checkLocalId(p, t, localId);
    return p.list.map((x) => `${x.id} ${x.problem}`);
  }

  test('a local id of its own passes; one no string, taken, or a name of Object.prototype is refused', () => {
    expect(localIdProblems('owner')).toEqual([]);
    expect(localIdProblems(3)).toEqual(['incident:catalog-attribute-local-id expected a local id.']);
    expect(localIdProblems('')).toEqual(['incident:catalog-attribute-local-id expected a local id.']);
    expect(localIdProblems('lead')).toEqual(['incident:catalog-attribute-local-id-taken is taken by test/Team/lead.']);
    expect(localIdProblems('constructor')).toEqual(['incident:catalog-attribute-local-id is a name every JavaScript object has (Object.prototype), which cannot name a construct.']);
  });
});
