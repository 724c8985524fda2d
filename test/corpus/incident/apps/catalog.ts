/**
 * Catalog: custom catalog types, their attributes (scalars, arrays, a reference to another type, a
 * backlink, a schema-only attribute), entries one by one and all at once, and the catalog lookups.
 * Modelled on examples/resources/incident_catalog_{type,type_attribute,entry,entries} and the
 * acceptance tests incident_catalog_entries_resource_test.go and
 * incident_catalog_entry_resource_test.go.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src';
import { CorpusApp, IDS } from '../corpus';

const REPO = 'https://github.com/acme/platform-catalog';

/** Service tiers and services: types, attributes (a tier reference and its backlink), and entries of the tier type one by one. */
const types: CorpusApp = {
  name: 'catalog-types',
  build: (stack) => {
    const tier = new incident.IncidentCatalogType(stack, 'service_tier', {
      name: 'Service tier',
      typeName: 'Custom["ServiceTier"]',
      description: 'How critical a service is, tier 1 being the most critical.',
      categories: ['service'],
      sourceRepoUrl: REPO,
      owningTeamIds: [IDS.platformTeam],
    });
    const service = new incident.IncidentCatalogType(stack, 'service', {
      name: 'Service',
      typeName: 'Custom["Service"]',
      description: 'Every service we run in production.',
      categories: ['service', 'product-feature'],
      sourceRepoUrl: REPO,
      useNameAsIdentifier: true,
    });
    const tierDescription = new incident.IncidentCatalogTypeAttribute(stack, 'tier_description', { catalogTypeId: tier.id, name: 'Description', type: 'Text' });
    const serviceTier = new incident.IncidentCatalogTypeAttribute(stack, 'service_tier_ref', { catalogTypeId: service.id, name: 'Tier', type: tier.typeName });
    new incident.IncidentCatalogTypeAttribute(stack, 'tier_services', { catalogTypeId: tier.id, name: 'Services', type: service.typeName, array: true, backlinkAttribute: serviceTier.id });
    new incident.IncidentCatalogTypeAttribute(stack, 'service_languages', { catalogTypeId: service.id, name: 'Languages', type: 'String', array: true });
    new incident.IncidentCatalogTypeAttribute(stack, 'service_on_call', { catalogTypeId: service.id, name: 'On-call notes', type: 'Text', schemaOnly: true });
    new incident.IncidentCatalogTypeAttribute(stack, 'service_owner', { catalogTypeId: service.id, name: 'Owner', type: 'Custom["Team"]' });
    const tiers = [
      { key: 'tier_1', name: 'Tier 1', description: 'Critical customer-facing services', externalId: 'service-tier-1', rank: 3 },
      { key: 'tier_2', name: 'Tier 2', description: 'Customers or internal processes are impacted when this service fails', externalId: 'service-tier-2', rank: 2 },
      { key: 'tier_3', name: 'Tier 3', description: 'Non-essential services', externalId: 'service-tier-3', rank: 1 },
    ];
    for (const t of tiers) {
      new incident.IncidentCatalogEntry(stack, t.key, {
        catalogTypeId: tier.id,
        name: t.name,
        externalId: t.externalId,
        rank: t.rank,
        aliases: [t.key],
        attributeValues: [{ attribute: tierDescription.id, value: t.description }],
      });
    }
  },
};

/** A whole catalog loaded from another source of truth with incident_catalog_entries, keyed by external id. */
const entries: CorpusApp = {
  name: 'catalog-entries',
  build: (stack) => {
    const service = new incident.IncidentCatalogType(stack, 'service', {
      name: 'Backstage component',
      typeName: 'Custom["BackstageComponent"]',
      description: 'Components synced from Backstage.',
      sourceRepoUrl: REPO,
    });
    const owner = new incident.IncidentCatalogTypeAttribute(stack, 'owner', { catalogTypeId: service.id, name: 'Owner', type: 'String' });
    const description = new incident.IncidentCatalogTypeAttribute(stack, 'description', { catalogTypeId: service.id, name: 'Description', type: 'String' });
    const tags = new incident.IncidentCatalogTypeAttribute(stack, 'tags', { catalogTypeId: service.id, name: 'Tags', type: 'String', array: true });
    const components = [
      { uid: '2152f463-549d-4d8d-a94d-ce2b7676c6e2', name: 'artist-web', description: 'The place to be, for great artists', owner: 'artist-relations-team', tags: ['java'] },
      { uid: '6a1c3d2e-0b4f-4e8a-9c7d-1f2e3a4b5c6d', name: 'playback-order', description: 'Orders playback of tracks', owner: 'audio-team', tags: ['go', 'grpc'] },
    ];
    new incident.IncidentCatalogEntries(stack, 'components', {
      id: service.id,
      entries: Object.fromEntries(components.map((c) => [c.uid, {
        name: c.name,
        aliases: [c.name],
        attributeValues: {
          [owner.id]: { value: c.owner },
          [description.id]: { value: c.description },
          [tags.id]: { arrayValue: c.tags },
        },
      }])),
    });
    // Only some attributes managed here: the others are edited in the dashboard.
    const runbook = new incident.IncidentCatalogTypeAttribute(stack, 'runbook', { catalogTypeId: service.id, name: 'Runbook', type: 'String', schemaOnly: true });
    new incident.IncidentCatalogEntry(stack, 'legacy_billing', {
      catalogTypeId: service.id,
      name: 'legacy-billing',
      externalId: 'legacy-billing',
      managedAttributes: [owner.id],
      attributeValues: [{ attribute: owner.id, value: 'billing-team' }],
    });
    new TerraformOutput(stack, 'runbook_attribute', { value: runbook.id });
  },
};

/** The catalog lookups: a type by name, an attribute by name, one entry by identifier, all entries of a type. */
const lookups: CorpusApp = {
  name: 'catalog-lookups',
  build: (stack) => {
    const team = new incident.DataIncidentCatalogType(stack, 'team', { name: 'Team' });
    new incident.DataIncidentCatalogType(stack, 'services', { typeName: 'Custom["Service"]', categories: ['service'] });
    const oncall = new incident.DataIncidentCatalogTypeAttribute(stack, 'team_escalation_path', { catalogTypeId: team.id, name: 'Escalation path' });
    const platform = new incident.DataIncidentCatalogEntry(stack, 'platform', { catalogTypeId: team.id, identifier: 'Platform' });
    const all = new incident.DataIncidentCatalogEntries(stack, 'teams', { catalogTypeId: team.id });
    new TerraformOutput(stack, 'escalation_path_attribute', { value: oncall.id });
    new TerraformOutput(stack, 'platform_team', { value: platform.id });
    new TerraformOutput(stack, 'team_names', { value: all.catalogEntries });
  },
};

export const CATALOG_APPS: readonly CorpusApp[] = [types, entries, lookups];
