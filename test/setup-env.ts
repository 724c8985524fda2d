// The suite asserts warnings itself (TerrainTesting.warnings); printing each synth's warnings
// would bury jest's output. test/core/report.test.ts and testing.test.ts turn printing back on.
process.env.TERRAIN_CONSTRUCTS_QUIET = '1';
