/**
 * incident catalog L1s: catalog types, their attributes, entries (one by one or all together),
 * and the catalog lookups.
 */
import { TerraformOutput } from 'cdktn';
import { provider } from './helpers';
import { incident } from '../../../src';
import { dataSource, expectSnakeCaseOnly, resource, synth } from '../../util';

const PLATFORM_TEAM = '01HMX9YP981068VCD1GDJFMGT8';
const PAYMENTS_TEAM = '01HQ9S346Q3D25VT4F5V37E3S3';
const SERVICE_TYPE = '01HNFSECZP11HYGCPWPQ5E6EYC';
const TIER_ATTRIBUTE = '01HJPXT891WB09B9Y73MY63FCH';
const OWNER_ATTRIBUTE = '01HQDY0YP57RCYBVN5SXS5AA81';
const DASHBOARDS_ATTRIBUTE = '01HJ6W14WMCHWYFGCW8T7SWM4F';
const CHECKOUT_ENTRY = '01HR4DK79Q9G8XE6SZAEAVSNTC';

describe('catalog types and attributes', () => {
  test('incident_catalog_type: a synced Service type owned by the platform team', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const service = new incident.IncidentCatalogType(stack, 'service', {
        name: 'Service',
        description: 'Services we run in production, synced from the incident-catalog repository.',
        typeName: 'Custom["Service"]',
        categories: ['service'],
        sourceRepoUrl: 'https://github.com/acme-corp/incident-catalog',
        useNameAsIdentifier: true,
        owningTeamIds: [PLATFORM_TEAM],
      });
      new TerraformOutput(stack, 'service_type_id', { value: service.id });
      new TerraformOutput(stack, 'service_type_name', { value: service.typeName });
      incident.IncidentCatalogType.generateConfigForImport(stack, 'imported', SERVICE_TYPE);
    });
    const body = resource(doc, 'incident_catalog_type', 'service');
    expect(incident.IncidentCatalogType.tfResourceType).toBe('incident_catalog_type');
    expect(body).toEqual({
      name: 'Service',
      description: 'Services we run in production, synced from the incident-catalog repository.',
      type_name: 'Custom["Service"]',
      categories: ['service'],
      source_repo_url: 'https://github.com/acme-corp/incident-catalog',
      use_name_as_identifier: true,
      owning_team_ids: [PLATFORM_TEAM],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.service_type_id.value).toBe('${incident_catalog_type.service.id}');
    expect(doc.output.service_type_name.value).toBe('${incident_catalog_type.service.type_name}');
    expect(doc.import).toEqual([{ to: 'incident_catalog_type.imported', id: SERVICE_TYPE }]);
    expect(warnings).toEqual([]);
  });

  test('incident_catalog_type_attribute: scalar, catalog-typed, backlink and path attributes of a Service type', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const service = new incident.IncidentCatalogType(stack, 'service', {
        name: 'Service',
        description: 'Services we run in production.',
        sourceRepoUrl: 'https://github.com/acme-corp/incident-catalog',
      });
      const team = new incident.IncidentCatalogType(stack, 'team', {
        name: 'Team',
        description: 'Engineering teams.',
        categories: ['team'],
        sourceRepoUrl: 'https://github.com/acme-corp/incident-catalog',
      });
      new incident.IncidentCatalogTypeAttribute(stack, 'tier', { catalogTypeId: service.id, name: 'Tier', type: 'Number' });
      const owner = new incident.IncidentCatalogTypeAttribute(stack, 'owner', {
        catalogTypeId: service.id,
        name: 'Owning team',
        type: team.typeName,
      });
      new incident.IncidentCatalogTypeAttribute(stack, 'dashboards', {
        catalogTypeId: service.id,
        name: 'Dashboards',
        type: 'Link',
        array: true,
        schemaOnly: true,
      });
      const services = new incident.IncidentCatalogTypeAttribute(stack, 'team_services', {
        catalogTypeId: team.id,
        name: 'Services',
        type: service.typeName,
        array: true,
        backlinkAttribute: owner.id,
      });
      const onCall = new incident.IncidentCatalogTypeAttribute(stack, 'team_escalation', {
        catalogTypeId: team.id,
        name: 'Escalation path',
        type: 'EscalationPath',
      });
      new incident.IncidentCatalogTypeAttribute(stack, 'service_escalation', {
        catalogTypeId: service.id,
        name: 'Owner escalation path',
        type: 'EscalationPath',
        path: [owner.id, onCall.id],
      });
      new TerraformOutput(stack, 'backlink_id', { value: services.id });
      incident.IncidentCatalogTypeAttribute.generateConfigForImport(stack, 'imported', `${SERVICE_TYPE}:${TIER_ATTRIBUTE}`);
    });
    expect(incident.IncidentCatalogTypeAttribute.tfResourceType).toBe('incident_catalog_type_attribute');
    const attrs = doc.resource.incident_catalog_type_attribute;
    expect(attrs).toEqual({
      tier: { catalog_type_id: '${incident_catalog_type.service.id}', name: 'Tier', type: 'Number' },
      owner: { catalog_type_id: '${incident_catalog_type.service.id}', name: 'Owning team', type: '${incident_catalog_type.team.type_name}' },
      dashboards: { catalog_type_id: '${incident_catalog_type.service.id}', name: 'Dashboards', type: 'Link', array: true, schema_only: true },
      team_services: {
        catalog_type_id: '${incident_catalog_type.team.id}',
        name: 'Services',
        type: '${incident_catalog_type.service.type_name}',
        array: true,
        backlink_attribute: '${incident_catalog_type_attribute.owner.id}',
      },
      team_escalation: { catalog_type_id: '${incident_catalog_type.team.id}', name: 'Escalation path', type: 'EscalationPath' },
      service_escalation: {
        catalog_type_id: '${incident_catalog_type.service.id}',
        name: 'Owner escalation path',
        type: 'EscalationPath',
        path: ['${incident_catalog_type_attribute.owner.id}', '${incident_catalog_type_attribute.team_escalation.id}'],
      },
    });
    expectSnakeCaseOnly(attrs);
    expect(doc.output.backlink_id.value).toBe('${incident_catalog_type_attribute.team_services.id}');
    // Spec 4.2: a catalog type attribute is imported as <catalog_type_id>:<attribute_id>.
    expect(doc.import).toEqual([{ to: 'incident_catalog_type_attribute.imported', id: `${SERVICE_TYPE}:${TIER_ATTRIBUTE}` }]);
    expect(warnings).toEqual([]);
  });

  test('data.incident_catalog_type: finds the Service type by name', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const service = new incident.DataIncidentCatalogType(stack, 'service', { name: 'Service' });
      new TerraformOutput(stack, 'type_name', { value: service.typeName });
    });
    const body = dataSource(doc, 'incident_catalog_type', 'service');
    expect(incident.DataIncidentCatalogType.tfResourceType).toBe('incident_catalog_type');
    expect(body).toEqual({ name: 'Service' });
    expectSnakeCaseOnly(body);
    expect(doc.output.type_name.value).toBe('${data.incident_catalog_type.service.type_name}');
  });

  test('data.incident_catalog_type: finds a type by type name and categories', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      new incident.DataIncidentCatalogType(stack, 'teams', { typeName: 'Custom["Team"]', categories: ['team'] });
    });
    expect(dataSource(doc, 'incident_catalog_type', 'teams')).toEqual({ type_name: 'Custom["Team"]', categories: ['team'] });
  });

  test('data.incident_catalog_type_attribute: finds the Tier attribute of the Service type', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const service = new incident.DataIncidentCatalogType(stack, 'service', { name: 'Service' });
      const tier = new incident.DataIncidentCatalogTypeAttribute(stack, 'tier', { catalogTypeId: service.id, name: 'Tier' });
      new TerraformOutput(stack, 'tier_id', { value: tier.id });
    });
    const body = dataSource(doc, 'incident_catalog_type_attribute', 'tier');
    expect(incident.DataIncidentCatalogTypeAttribute.tfResourceType).toBe('incident_catalog_type_attribute');
    expect(body).toEqual({ catalog_type_id: '${data.incident_catalog_type.service.id}', name: 'Tier' });
    expectSnakeCaseOnly(body);
    expect(doc.output.tier_id.value).toBe('${data.incident_catalog_type_attribute.tier.id}');
  });
});

describe('catalog entries', () => {
  test('incident_catalog_entry: one service with aliases, a rank and attribute values', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const entry = new incident.IncidentCatalogEntry(stack, 'checkout_api', {
        catalogTypeId: SERVICE_TYPE,
        name: 'checkout-api',
        externalId: 'svc-checkout-api',
        aliases: ['checkout', 'payments-checkout'],
        rank: 10,
        attributeValues: [
          { attribute: TIER_ATTRIBUTE, value: '1' },
          { attribute: OWNER_ATTRIBUTE, value: PAYMENTS_TEAM },
          { attribute: DASHBOARDS_ATTRIBUTE, arrayValue: ['https://grafana.acme.io/d/checkout', 'https://acme.datadoghq.com/dash/checkout'] },
        ],
        managedAttributes: [TIER_ATTRIBUTE, OWNER_ATTRIBUTE, DASHBOARDS_ATTRIBUTE],
      });
      new TerraformOutput(stack, 'entry_id', { value: entry.id });
      incident.IncidentCatalogEntry.generateConfigForImport(stack, 'imported', CHECKOUT_ENTRY);
    });
    const body = resource(doc, 'incident_catalog_entry', 'checkout_api');
    expect(incident.IncidentCatalogEntry.tfResourceType).toBe('incident_catalog_entry');
    expect(body).toEqual({
      catalog_type_id: SERVICE_TYPE,
      name: 'checkout-api',
      external_id: 'svc-checkout-api',
      aliases: ['checkout', 'payments-checkout'],
      rank: 10,
      attribute_values: [
        { attribute: TIER_ATTRIBUTE, value: '1' },
        { attribute: OWNER_ATTRIBUTE, value: PAYMENTS_TEAM },
        { attribute: DASHBOARDS_ATTRIBUTE, array_value: ['https://grafana.acme.io/d/checkout', 'https://acme.datadoghq.com/dash/checkout'] },
      ],
      managed_attributes: [TIER_ATTRIBUTE, OWNER_ATTRIBUTE, DASHBOARDS_ATTRIBUTE],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.entry_id.value).toBe('${incident_catalog_entry.checkout_api.id}');
    expect(doc.import).toEqual([{ to: 'incident_catalog_entry.imported', id: CHECKOUT_ENTRY }]);
    expect(warnings).toEqual([]);
  });

  test('incident_catalog_entries: every service of the type, keyed by external id', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const service = new incident.IncidentCatalogType(stack, 'service', {
        name: 'Service',
        description: 'Services we run in production.',
        sourceRepoUrl: 'https://github.com/acme-corp/incident-catalog',
      });
      const all = new incident.IncidentCatalogEntries(stack, 'services', {
        id: service.id,
        entries: {
          'svc-checkout-api': {
            name: 'checkout-api',
            aliases: ['checkout'],
            rank: 10,
            attributeValues: {
              [TIER_ATTRIBUTE]: { value: '1' },
              [OWNER_ATTRIBUTE]: { value: PAYMENTS_TEAM },
            },
          },
          'svc-ledger': {
            name: 'ledger',
            attributeValues: {
              [TIER_ATTRIBUTE]: { value: '2' },
              [DASHBOARDS_ATTRIBUTE]: { arrayValue: ['https://grafana.acme.io/d/ledger'] },
            },
          },
        },
        managedAttributes: [TIER_ATTRIBUTE, OWNER_ATTRIBUTE, DASHBOARDS_ATTRIBUTE],
      });
      new TerraformOutput(stack, 'ledger_id', { value: all.entries.get('svc-ledger').id });
      incident.IncidentCatalogEntries.generateConfigForImport(stack, 'imported', SERVICE_TYPE);
    });
    const body = resource(doc, 'incident_catalog_entries', 'services');
    expect(incident.IncidentCatalogEntries.tfResourceType).toBe('incident_catalog_entries');
    expect(body).toEqual({
      id: '${incident_catalog_type.service.id}',
      entries: {
        'svc-checkout-api': {
          name: 'checkout-api',
          aliases: ['checkout'],
          rank: 10,
          attribute_values: { [TIER_ATTRIBUTE]: { value: '1' }, [OWNER_ATTRIBUTE]: { value: PAYMENTS_TEAM } },
        },
        'svc-ledger': {
          name: 'ledger',
          attribute_values: {
            [TIER_ATTRIBUTE]: { value: '2' },
            [DASHBOARDS_ATTRIBUTE]: { array_value: ['https://grafana.acme.io/d/ledger'] },
          },
        },
      },
      managed_attributes: [TIER_ATTRIBUTE, OWNER_ATTRIBUTE, DASHBOARDS_ATTRIBUTE],
    });
    // Map keys are user data (external ids, upper-case attribute ULIDs); the struct keys must be snake_case.
    expectSnakeCaseOnly({
      ...body,
      entries: Object.values(body.entries).map((e: any) => ({ ...e, attribute_values: Object.values(e.attribute_values) })),
    });
    expect(doc.output.ledger_id.value).toBe('${incident_catalog_entries.services.entries["svc-ledger"].id}');
    // Spec 4.2: catalog entries are imported by the catalog type id.
    expect(doc.import).toEqual([{ to: 'incident_catalog_entries.imported', id: SERVICE_TYPE }]);
    expect(warnings).toEqual([]);
  });

  test('data.incident_catalog_entry: finds an entry by name, external id or alias', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const team = new incident.DataIncidentCatalogEntry(stack, 'payments', { catalogTypeId: SERVICE_TYPE, identifier: 'payments-checkout' });
      new TerraformOutput(stack, 'payments_id', { value: team.id });
      new TerraformOutput(stack, 'payments_external_id', { value: team.externalId });
    });
    const body = dataSource(doc, 'incident_catalog_entry', 'payments');
    expect(incident.DataIncidentCatalogEntry.tfResourceType).toBe('incident_catalog_entry');
    expect(body).toEqual({ catalog_type_id: SERVICE_TYPE, identifier: 'payments-checkout' });
    expectSnakeCaseOnly(body);
    expect(doc.output.payments_id.value).toBe('${data.incident_catalog_entry.payments.id}');
    expect(doc.output.payments_external_id.value).toBe('${data.incident_catalog_entry.payments.external_id}');
  });

  test('data.incident_catalog_entries: lists the entries of a type', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const entries = new incident.DataIncidentCatalogEntries(stack, 'services', { catalogTypeId: SERVICE_TYPE });
      new TerraformOutput(stack, 'first_name', { value: entries.catalogEntries.get(0).name });
    });
    const body = dataSource(doc, 'incident_catalog_entries', 'services');
    expect(incident.DataIncidentCatalogEntries.tfResourceType).toBe('incident_catalog_entries');
    expect(body).toEqual({ catalog_type_id: SERVICE_TYPE });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_name.value).toBe('${data.incident_catalog_entries.services.catalog_entries[0].name}');
  });
});
