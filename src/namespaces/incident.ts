// The `incident` namespace: generated L1 constructs and hand-written L2 constructs for provider
// incident-io/incident 6.x, in one flat jsii submodule. Compiled barrels are made lazy after
// compilation (scripts/lazify.js), so a resource module loads only when it is used.
export * from '../generated/incident';
export * from '../constructs/incident';
