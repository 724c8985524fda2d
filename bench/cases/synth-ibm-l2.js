// N flags with five targeting rules each (ibm-common.js) with our L2s: AppConfiguration.fromGuid,
// addEnvironment, addCollection, addSegment with SegmentRule, booleanFlag(...).target(...) × 5.
const { App, TerraformStack } = require('cdktn');
const { ibm } = require('../../lib');
const { catalogCase } = require('./catalog-common');
const { GUID, REGION, ENVIRONMENT, COLLECTION, SEGMENTS, RULES, flagId } = require('./ibm-common');

/** The SegmentRule of a segment of ibm-common.js (the L2 names the API's operators in its own words). */
function ruleOf(s) {
  const attribute = ibm.SegmentRule.attribute(s.attribute);
  switch (s.operator) {
    case 'endsWith': return attribute.endsWith(...s.values);
    case 'startsWith': return attribute.startsWith(...s.values);
    case 'is': return attribute.isOneOf(s.values);
    case 'greaterThanEquals': return attribute.greaterThanOrEquals(Number(s.values[0]));
    default: throw new Error(`no rule for ${s.operator}`);
  }
}

function build(n, outdir) {
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  new ibm.IbmProvider(stack, 'ibm', { region: REGION });
  const appConfig = ibm.AppConfiguration.fromGuid(stack, 'AppConfig', { guid: GUID, region: REGION });
  const prod = appConfig.addEnvironment(ENVIRONMENT);
  const checkout = appConfig.addCollection(COLLECTION);
  const segments = new Map(SEGMENTS.map((s) => [s.id, appConfig.addSegment(s.id, { rules: [ruleOf(s)] })]));
  for (let i = 0; i < n; i++) {
    const flag = prod.booleanFlag(flagId(i), { enabled: true, collections: [checkout] });
    for (const r of RULES) flag.target([segments.get(r.segment)], { value: r.value, rollout: r.rollout });
  }
  return app;
}

catalogCase(build);
