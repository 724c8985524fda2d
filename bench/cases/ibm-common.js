/**
 * What every ibm variant builds (issue 27): an existing App Configuration instance in us-south (the
 * stack's default provider is in its region), one environment, one collection, five segments and
 * N boolean feature flags, each on, in the collection, with five targeting rules (rule k serves
 * segment k, value true for even k, false for odd k, rollout 20 × (k + 1) %, order k + 1).
 * `catalogCase` times the build.
 */
const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const REGION = 'us-south';
const ENVIRONMENT = 'prod';
const COLLECTION = 'checkout';
/** The segments: id, attribute, operator (the API's) and values. */
const SEGMENTS = [
  { id: 'beta-testers', attribute: 'email', operator: 'endsWith', values: ['@example.com', '@example.org'] },
  { id: 'large-accounts', attribute: 'seats', operator: 'greaterThanEquals', values: ['100'] },
  { id: 'north-america', attribute: 'country', operator: 'is', values: ['US', 'CA'] },
  { id: 'staff', attribute: 'email', operator: 'endsWith', values: ['@corp.example.com'] },
  { id: 'mobile', attribute: 'platform', operator: 'startsWith', values: ['ios', 'android'] },
];
/** The targeting rules of every flag, in order. */
const RULES = SEGMENTS.map((s, k) => ({ segment: s.id, value: k % 2 === 0, rollout: 20 * (k + 1) }));

/** The id of flag `i`. */
function flagId(i) {
  return `flag-${String(i).padStart(5, '0')}`;
}

module.exports = { GUID, REGION, ENVIRONMENT, COLLECTION, SEGMENTS, RULES, flagId };
