// The `ibm` namespace: generated L1 constructs and hand-written L2 constructs for its provider, in
// one flat jsii submodule. Compiled barrels are made lazy after compilation (scripts/lazify.js).
export * from '../generated/ibm';
export * from '../constructs/ibm';
