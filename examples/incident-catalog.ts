/**
 * An incident.io catalog loaded from code, the way incident.io's catalog importer loads one from a
 * source of truth: two custom types that refer to each other (a Service is owned by a Team; a
 * Team lists its Services through a backlink), a schema-only attribute whose values are edited in
 * the dashboard, a path attribute, a type synced from an integration, and entries added from
 * records. Each type's entries are one `incident_catalog_entries`, which owns them: incident.io
 * deletes every entry of the type that is not in code.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { incident } from '../src';

/** The records of the source of truth (a file, an API): one per service. */
const SERVICES = [
  { slug: 'checkout', name: 'Checkout', team: 'payments', tier: 1, languages: ['go'] },
  { slug: 'ledger', name: 'Ledger', team: 'payments', tier: 1, languages: ['go', 'sql'] },
  { slug: 'search', name: 'Search', team: 'discovery', tier: 2, languages: ['python'] },
];

export class IncidentCatalogStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new incident.IncidentProvider(this, 'incident', {
      apiKey: new TerraformVariable(this, 'incident_api_key', { type: 'string', sensitive: true }).stringValue,
    });
    const sourceRepoUrl = 'https://github.com/acme/platform';
    const { CatalogAttributeType: Type, CatalogTypeCategory: Category } = incident;

    // The types: their type names are Custom["Team"] and Custom["Service"].
    const teams = new incident.CatalogType(this, 'Team', {
      typeName: 'Team', description: 'Product development teams', sourceRepoUrl, categories: [Category.TEAM],
    });
    const services = new incident.CatalogType(this, 'Service', {
      typeName: 'Service', description: 'What we run in production', sourceRepoUrl, categories: [Category.SERVICE],
    });

    // Attributes: a stable local id (the key of the values in code), a display name, a type.
    const lead = teams.addAttribute('lead', { name: 'Tech lead', type: Type.string() });
    teams.addAttribute('handbook', { name: 'Handbook', type: Type.text(), schemaOnly: true });
    const owner = services.addAttribute('owner', { name: 'Owner', type: Type.catalogEntry(teams) });
    services.addAttribute('tier', { name: 'Tier', type: Type.number() });
    services.addAttribute('languages', { name: 'Languages', type: Type.string(), array: true });
    // Derived by incident.io: no values from code.
    teams.addAttribute('services', { name: 'Services', backlink: owner });
    services.addAttribute('lead', { name: 'Tech lead', type: Type.string(), path: [owner, lead] });
    // A reference to a type synced from an integration.
    const pagerDuty = incident.CatalogType.fromTypeName(this, 'PagerDutyService', 'PagerDutyService');
    services.addAttribute('pagerDuty', { name: 'PagerDuty service', type: Type.catalogEntry(pagerDuty) });

    // Entries, keyed by external id; values keyed by local id and typed by their attribute.
    const payments = teams.addEntry('payments', { name: 'Payments', aliases: ['pay'], values: { lead: 'Jane Doe' } });
    teams.addEntry('discovery', { name: 'Discovery', values: { lead: 'John Roe' } });
    services.addEntries(SERVICES, {
      mapEntry: (s) => ({
        externalId: s.slug,
        name: s.name,
        values: {
          owner: s.team === 'payments' ? payments : teams.entryRef(s.team),
          tier: s.tier,
          languages: s.languages,
          pagerDuty: s.tier === 1 ? incident.CatalogEntry.lookup(pagerDuty, `${s.name} (PagerDuty)`) : undefined,
        },
      }),
    });

    new TerraformOutput(this, 'payments_team_id', { value: payments.catalogEntryId });
    new TerraformOutput(this, 'service_type_id', { value: services.catalogTypeId });
  }
}
