/**
 * What every catalog variant builds (issue 20): one custom catalog type with five attributes
 * (Owner, Tier, Language, Tags (array), Description) and N entries, each with a value for every
 * attribute. The same data for the L1 forms and the L2; `synthCase` from common.js times it.
 */
const ATTRIBUTES = [
  { id: 'owner', name: 'Owner', type: 'String' },
  { id: 'tier', name: 'Tier', type: 'Number' },
  { id: 'language', name: 'Language', type: 'String' },
  { id: 'tags', name: 'Tags', type: 'String', array: true },
  { id: 'description', name: 'Description', type: 'Text' },
];
const TYPE = {
  name: 'Service',
  typeName: 'Service',
  description: 'Services we run',
  sourceRepoUrl: 'https://github.com/example/catalog',
};
const LANGUAGES = ['go', 'typescript', 'ruby', 'python', 'java'];

/** The i-th record as it would come from a source of truth. */
function record(i) {
  return {
    id: `service-${String(i).padStart(6, '0')}`,
    name: `Service ${i}`,
    owner: `team-${i % 40}`,
    tier: (i % 3) + 1,
    language: LANGUAGES[i % LANGUAGES.length],
    tags: [`tag-${i % 7}`, `tag-${i % 11}`],
    description: `The service number ${i}.`,
  };
}

/** The attribute values of a record, keyed by local attribute id, as strings (the L1's form). */
function stringValues(r) {
  return {
    owner: { value: r.owner },
    tier: { value: String(r.tier) },
    language: { value: r.language },
    tags: { arrayValue: r.tags },
    description: { value: r.description },
  };
}

/**
 * Runs a catalog case (`<n> <outdir>`) like common.js's synthCase, and also reports the CPU time
 * of the process (user + system) for each phase: on a machine shared with other work, the wall
 * time varies with the load, the CPU time much less.
 */
function catalogCase(build) {
  const { args, now, ms, report } = require('./common');
  const fs = require('fs');
  const { n, outdir } = args();
  fs.mkdirSync(outdir, { recursive: true });
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  const c0 = cpu();
  const t0 = now();
  const app = build(n, outdir);
  const t1 = now();
  const c1 = cpu();
  app.synth();
  const t2 = now();
  const c2 = cpu();
  report({ constructMs: ms(t0, t1), synthMs: ms(t1, t2), constructCpuMs: c1 - c0, synthCpuMs: c2 - c1 });
}

module.exports = { ATTRIBUTES, TYPE, LANGUAGES, record, stringValues, catalogCase };
