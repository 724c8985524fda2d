import * as core from '../../src/core';

test('the core exports the public kit and nothing internal', () => {
  expect(Object.keys(core).sort()).toEqual(['Checks', 'Conformance', 'Duration', 'Errors', 'RemovalPolicies', 'RemovalPolicy', 'TerrainSynth', 'TerrainTesting']);
});
