// The catalog (catalog-common.js) with our L1s, written as a user writes them (issue 20): a type,
// five IncidentCatalogTypeAttribute, and one IncidentCatalogEntries whose attributeValues are
// keyed by attribute id.
//
// BENCH_CATALOG_KEYS=ids      keyed by `attribute.id` read for every value (what a user writes);
// BENCH_CATALOG_KEYS=ids-once keyed by `attribute.id` read once per attribute into a constant;
// BENCH_CATALOG_KEYS=literal  keyed by literal strings (the same data without tokens; not a
//                             configuration that works: the provider wants attribute ids, and
//                             the type rules warn about every entry, unless BENCH_NO_CHECKS=1).
// BENCH_NO_CHECKS=1           the value checks and type rules off.
if (process.env.BENCH_NO_CHECKS) require('../../lib/core/runtime').CHECKS.on = false;
const { App, TerraformStack } = require('cdktn');
const { incident } = require('../../lib');
const { ATTRIBUTES, TYPE, record, stringValues, catalogCase } = require('./catalog-common');

const mode = process.env.BENCH_CATALOG_KEYS ?? 'ids';
if (!['ids', 'ids-once', 'literal'].includes(mode)) throw new Error(`BENCH_CATALOG_KEYS must be ids, ids-once or literal, not ${mode}`);

function build(n, outdir) {
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  new incident.IncidentProvider(stack, 'incident', {});
  const type = new incident.IncidentCatalogType(stack, 'Service', {
    name: TYPE.name, typeName: `Custom["${TYPE.typeName}"]`, description: TYPE.description, sourceRepoUrl: TYPE.sourceRepoUrl,
  });
  const attrs = {};
  for (const a of ATTRIBUTES) {
    attrs[a.id] = new incident.IncidentCatalogTypeAttribute(stack, a.id, { catalogTypeId: type.id, name: a.name, type: a.type, array: a.array });
  }
  const once = Object.fromEntries(ATTRIBUTES.map((a) => [a.id, attrs[a.id].id]));
  const key = mode === 'ids' ? (id) => attrs[id].id : mode === 'ids-once' ? (id) => once[id] : (id) => id;
  const entries = {};
  for (let i = 0; i < n; i++) {
    const r = record(i);
    const values = stringValues(r);
    const attributeValues = {};
    for (const a of ATTRIBUTES) attributeValues[key(a.id)] = values[a.id];
    entries[r.id] = { name: r.name, attributeValues };
  }
  new incident.IncidentCatalogEntries(stack, 'Entries', { id: type.id, entries });
  return app;
}

catalogCase(build);
