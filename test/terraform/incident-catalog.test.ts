/**
 * Terraform plans what the catalog L2s render, against the stand-in provider: the catalog example
 * (two types that refer to each other, a backlink, a path, a synced type, lookups) and a catalog
 * of 500 entries; and refuses, at the construct, what an override broke.
 */
import { App } from 'cdktn';
import { describeWithTerraform, newStack, placeholderVariables } from './util';
import { IncidentCatalogStack } from '../../examples/incident-catalog';
import { incident, TerrainTesting } from '../../src';

describeWithTerraform('the Terraform tests of the incident catalog')('Terraform on the incident catalog L2s', () => {
  test('plans the catalog example: every resource of both types, at its construct', async () => {
    const stack = new IncidentCatalogStack(new App(), 'incident-catalog');
    const plan = await TerrainTesting.plan(stack, { variables: placeholderVariables(stack.toTerraform()) });
    expect(plan.diagnostics).toEqual([]);
    expect(plan.changes.map((c) => `${c.action} ${c.address.replace(/_[0-9A-F]{8}$/, '')} (${c.constructPath})`).sort()).toEqual([
      'create incident_catalog_entries.Service_Entries (incident-catalog/Service/Entries)',
      'create incident_catalog_entries.Team_Entries (incident-catalog/Team/Entries)',
      'create incident_catalog_type.Service (incident-catalog/Service/Default)',
      'create incident_catalog_type.Team (incident-catalog/Team/Default)',
      'create incident_catalog_type_attribute.Service_languages (incident-catalog/Service/languages/Default)',
      'create incident_catalog_type_attribute.Service_lead (incident-catalog/Service/lead/Default)',
      'create incident_catalog_type_attribute.Service_owner (incident-catalog/Service/owner/Default)',
      'create incident_catalog_type_attribute.Service_pagerDuty (incident-catalog/Service/pagerDuty/Default)',
      'create incident_catalog_type_attribute.Service_tier (incident-catalog/Service/tier/Default)',
      'create incident_catalog_type_attribute.Team_handbook (incident-catalog/Team/handbook/Default)',
      'create incident_catalog_type_attribute.Team_lead (incident-catalog/Team/lead/Default)',
      'create incident_catalog_type_attribute.Team_services (incident-catalog/Team/services/Default)',
    ]);
  }, 120_000);

  test('plans 500 entries of 5 attributes in one incident_catalog_entries', async () => {
    const stack = newStack('catalog');
    new incident.IncidentProvider(stack, 'incident', {});
    const T = incident.CatalogAttributeType;
    const services = new incident.CatalogType(stack, 'Service', { typeName: 'Service', description: 'Services', sourceRepoUrl: 'https://github.com/acme/platform' });
    services.addAttribute('owner', { name: 'Owner', type: T.string() });
    services.addAttribute('tier', { name: 'Tier', type: T.number() });
    services.addAttribute('public', { name: 'Public', type: T.bool() });
    services.addAttribute('tags', { name: 'Tags', type: T.string(), array: true });
    services.addAttribute('about', { name: 'About', type: T.text() });
    services.addEntries(Array.from({ length: 500 }, (_, i) => i), {
      mapEntry: (i: number) => ({
        externalId: `service-${i}`,
        name: `Service ${i}`,
        rank: i,
        values: { owner: `team-${i % 7}`, tier: (i % 3) + 1, public: i % 2 === 0, tags: [`t${i % 5}`], about: `Service number ${i}.` },
      }),
    });
    const plan = await TerrainTesting.plan(stack);
    expect(plan.diagnostics).toEqual([]);
    expect(plan.changes).toHaveLength(7);
  }, 120_000);

  test('an override inside entries (the escape hatch) is merged into the rendered map; one that breaks it is refused', async () => {
    const make = () => {
      const stack = newStack('catalog');
      new incident.IncidentProvider(stack, 'incident', {});
      const services = new incident.CatalogType(stack, 'Service', { typeName: 'Service', description: 'Services', sourceRepoUrl: 'https://github.com/acme/platform' });
      services.addEntry('checkout', { name: 'Checkout' });
      return { stack, services };
    };
    const ok = make();
    ok.services.entriesResource!.addOverride('entries.checkout.aliases', ['co']);
    expect((Object.values(TerrainTesting.synthToObject(ok.stack).resource.incident_catalog_entries)[0] as any).entries.checkout).toEqual({ name: 'Checkout', aliases: ['co'], attribute_values: {} });
    expect((await TerrainTesting.plan(ok.stack)).diagnostics).toEqual([]);
    const broken = make();
    broken.services.entriesResource!.addOverride('entries.checkout.name', ['not', 'a', 'string']);
    const error: string = await TerrainTesting.validate(broken.stack).then(() => '', (e) => e.message);
    expect(error).toContain('resource.incident_catalog_entries.Service_Entries_867F7524.entries.checkout.name: wrong type: expected string, got an array');
  }, 120_000);
});
