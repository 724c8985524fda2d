/**
 * The text fields of the incident catalog L2s, for test/constructs/incident/literal-text.test.ts (see
 * test/constructs/literal-text.ts).
 */
import { TerraformOutput } from 'cdktn';
import { Construct } from 'constructs';
import { incident } from '../../../../src/index';
import type { TextFieldCase } from '../../literal-text';

const REPO = 'https://github.com/acme/catalog';

/** A catalog type whose entries are managed here, with a String attribute `about`. */
function serviceType(scope: Construct, props: Partial<incident.CatalogTypeProps> = {}): incident.CatalogType {
  const t = new incident.CatalogType(scope, 'Service', { typeName: 'Service', description: 'Services', sourceRepoUrl: REPO, allowEmptyEntries: true, ...props });
  t.addAttribute('about', { name: 'About', type: incident.CatalogAttributeType.string() });
  return t;
}

function bodiesOf(doc: any, type: string): any[] {
  return Object.values<any>(doc.resource?.[type] ?? {});
}

/** Every entry of every `incident_catalog_entries`. */
function entriesOf(doc: any): any[] {
  return bodiesOf(doc, 'incident_catalog_entries').flatMap((b) => Object.values<any>(b.entries ?? {}));
}

export const TEXT_CASES: TextFieldCase[] = [
  {
    field: 'CatalogTypeProps.typeName',
    build: (scope, text) => serviceType(scope, { typeName: text, name: 'Services' }),
    // Inside Custom["..."].
    rendered: (doc) => bodiesOf(doc, 'incident_catalog_type').map((b) => b.type_name),
    how: 'contained',
  },
  {
    field: 'CatalogTypeProps.name',
    build: (scope, text) => serviceType(scope, { name: text }),
    rendered: (doc) => bodiesOf(doc, 'incident_catalog_type').map((b) => b.name),
  },
  {
    field: 'CatalogTypeProps.description',
    build: (scope, text) => serviceType(scope, { description: text }),
    rendered: (doc) => bodiesOf(doc, 'incident_catalog_type').map((b) => b.description),
  },
  {
    field: 'CatalogType.fromTypeName(typeName)',
    build: (scope, text) => incident.CatalogType.fromTypeName(scope, 'Type', text),
    rendered: (doc) => Object.values<any>(doc.data?.incident_catalog_type ?? {}).map((d) => d.type_name),
  },
  {
    field: 'CatalogTypeLookupOptions.typeName',
    build: (scope, text) => new incident.CatalogTypeLookup(scope, 'Type', { typeName: text }),
    rendered: (doc) => Object.values<any>(doc.data?.incident_catalog_type ?? {}).map((d) => d.type_name),
  },
  {
    field: 'CatalogAttributeOptions.name',
    build: (scope, text) => serviceType(scope).addAttribute('owner', { name: text, type: incident.CatalogAttributeType.string() }),
    rendered: (doc) => bodiesOf(doc, 'incident_catalog_type_attribute').map((b) => b.name).filter((n) => n !== 'About'),
  },
  {
    field: 'CatalogEntryOptions.name',
    build: (scope, text) => serviceType(scope).addEntry('checkout', { name: text }),
    rendered: (doc) => entriesOf(doc).map((e) => e.name),
  },
  {
    field: 'CatalogEntryOptions.aliases',
    build: (scope, text) => serviceType(scope).addEntry('checkout', { name: 'Checkout', aliases: [text] }),
    rendered: (doc) => entriesOf(doc).flatMap((e) => e.aliases),
  },
  {
    field: 'CatalogEntryOptions.values',
    build: (scope, text) => serviceType(scope).addEntry('checkout', { name: 'Checkout', values: { about: text } }),
    rendered: (doc) => entriesOf(doc).flatMap((e) => Object.values<any>(e.attribute_values).map((v) => v.value)),
  },
  {
    field: 'CatalogEntryRecord.externalId',
    build: (scope, text) => serviceType(scope).addEntries([{ externalId: text, name: 'Checkout' }]),
    rendered: (doc) => bodiesOf(doc, 'incident_catalog_entries').flatMap((b) => Object.keys(b.entries)),
  },
  {
    field: 'CatalogType.addEntry(externalId)',
    build: (scope, text) => serviceType(scope).addEntry(text, { name: 'Checkout' }),
    rendered: (doc) => bodiesOf(doc, 'incident_catalog_entries').flatMap((b) => Object.keys(b.entries)),
  },
  {
    field: 'CatalogType.entryRef(externalId)',
    build: (scope, text) => {
      const t = serviceType(scope);
      t.addEntry(text, { name: 'Checkout' });
      new TerraformOutput(scope, 'Id', { value: t.entryRef(text).catalogEntryId });
    },
    // In the reference to the entry: entries["<key>"], the key escaped as the entry's key is.
    rendered: (doc) => Object.values<any>(doc.output ?? {}).map((o) => o.value),
    how: 'contained',
  },
  {
    field: 'CatalogEntry.lookup(identifier)',
    build: (scope, text) => {
      const t = serviceType(scope);
      t.addEntry(text, { name: 'Checkout' });
      incident.CatalogEntry.lookup(t, text);
    },
    rendered: (doc) => Object.values<any>(doc.data?.incident_catalog_entry ?? {}).map((d) => d.identifier),
  },
];
