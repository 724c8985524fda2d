// N flags with five targeting rules each (ibm-common.js) as a user writes them with our L1s:
// IbmAppConfigEnvironment, IbmAppConfigCollection, IbmAppConfigSegment × 5 and one
// IbmAppConfigFeature per flag with its segment_rules numbered by hand, values written as the
// provider's strings, and depends_on the environment, the collection and the segments (the ids
// are plain ids, which Terraform cannot order by).
const { App, TerraformStack } = require('cdktn');
const { ibm } = require('../../lib');
const { catalogCase } = require('./catalog-common');
const { GUID, REGION, ENVIRONMENT, COLLECTION, SEGMENTS, RULES, flagId } = require('./ibm-common');

function build(n, outdir) {
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  const provider = new ibm.IbmProvider(stack, 'ibm', { region: REGION });
  const environment = new ibm.IbmAppConfigEnvironment(stack, 'Environment', { provider, guid: GUID, environmentId: ENVIRONMENT, name: ENVIRONMENT });
  const collection = new ibm.IbmAppConfigCollection(stack, 'Collection', { provider, guid: GUID, collectionId: COLLECTION, name: COLLECTION });
  const segments = new Map(SEGMENTS.map((s, k) => [s.id, new ibm.IbmAppConfigSegment(stack, `Segment${k}`, {
    provider, guid: GUID, segmentId: s.id, name: s.id, rules: [{ attributeName: s.attribute, operator: s.operator, values: s.values }],
  })]));
  const segmentRules = RULES.map((r, k) => ({ rules: [{ segments: [r.segment] }], value: String(r.value), order: k + 1, rolloutPercentage: r.rollout }));
  for (let i = 0; i < n; i++) {
    const id = flagId(i);
    new ibm.IbmAppConfigFeature(stack, `Flag${i}`, {
      provider,
      guid: GUID,
      environmentId: ENVIRONMENT,
      featureId: id,
      name: id,
      type: 'BOOLEAN',
      enabledValue: 'true',
      disabledValue: 'false',
      enabled: true,
      rolloutPercentage: 100,
      collections: [{ collectionId: COLLECTION }],
      segmentRules,
      dependsOn: [environment, collection, ...RULES.map((r) => segments.get(r.segment))],
    });
  }
  return app;
}

catalogCase(build);
