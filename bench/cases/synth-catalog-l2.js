// The catalog (catalog-common.js) with our L2: a CatalogType with five attributes and the records
// added with addEntries and a mapper (entries are plain data in the construct, checked in one pass
// and rendered into one incident_catalog_entries at synth).
const { App, TerraformStack } = require('cdktn');
const { incident } = require('../../lib');
const { ATTRIBUTES, TYPE, record, catalogCase } = require('./catalog-common');

const TYPES = {
  String: () => incident.CatalogAttributeType.string(),
  Number: () => incident.CatalogAttributeType.number(),
  Text: () => incident.CatalogAttributeType.text(),
};

function build(n, outdir) {
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  new incident.IncidentProvider(stack, 'incident', {});
  const services = new incident.CatalogType(stack, 'Service', TYPE);
  for (const a of ATTRIBUTES) services.addAttribute(a.id, { name: a.name, type: TYPES[a.type](), array: a.array });
  const records = [];
  for (let i = 0; i < n; i++) records.push(record(i));
  services.addEntries(records, {
    mapEntry: (r) => ({
      externalId: r.id,
      name: r.name,
      values: { owner: r.owner, tier: r.tier, language: r.language, tags: r.tags, description: r.description },
    }),
  });
  return app;
}

catalogCase(build);
