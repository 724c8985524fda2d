import { App, TerraformStack, Annotations } from 'cdktn';
import { mongodbatlas, TerrainTesting } from '../../../src/index';
import { captureStderr, errorOf } from '../../util';

describe('TerrainTesting', () => {
  test('synthesizes with validations and conformance, and collects warnings and errors', () => {
    const s = new TerraformStack(new App(), 's');
    new mongodbatlas.MongodbatlasProvider(s, 'p');
    Annotations.of(s).addWarning('look');
    Annotations.of(s).addError('broken');
    expect(TerrainTesting.synthToObject(s).provider.mongodbatlas).toEqual([{}]);
    expect(TerrainTesting.warnings(s)).toEqual(['s: look']);
    expect(TerrainTesting.errors(s)).toEqual(['s: broken']);
  });

  test('conformance failures fail synth unless switched off', () => {
    const s = new TerraformStack(new App(), 's');
    new mongodbatlas.MongodbatlasProvider(s, 'p').addOverride('nmae', 'x');
    expect(errorOf(() => TerrainTesting.synth(s))).toBe("The synthesized document does not conform to the provider schemas (1 problem(s)):\n  - provider.mongodbatlas[0].nmae: unknown attribute 'nmae'");
    expect(() => TerrainTesting.synth(s, { conformance: false })).not.toThrow();
  });

  test('prints the warnings and errors of the synth with their paths, unless told not to', () => {
    const s = new TerraformStack(new App(), 's');
    new mongodbatlas.MongodbatlasProvider(s, 'p');
    Annotations.of(s).addWarning('[terrain:x] look');
    const lines = captureStderr(() => TerrainTesting.synth(s, { printWarnings: true }));
    expect(lines).toEqual(['WARN [s]: [terrain:x] look']);
    expect(captureStderr(() => TerrainTesting.synth(s, { printWarnings: false }))).toEqual([]);
    // the suite runs with TERRAIN_CONSTRUCTS_QUIET=1 (test/setup-env.ts): quiet by default
    expect(captureStderr(() => TerrainTesting.synth(s))).toEqual([]);
  });

  test('validate and plan synthesize first (like synth) and then need Terraform (test/terraform has the rest)', async () => {
    const s = new TerraformStack(new App(), 's');
    new mongodbatlas.MongodbatlasProvider(s, 'p').addOverride('nmae', 'x');
    await expect(TerrainTesting.validate(s)).rejects.toThrow("provider.mongodbatlas[0].nmae: unknown attribute 'nmae'");
    await expect(TerrainTesting.plan(s, { conformance: false, terraformBinary: '/nonexistent/terraform' })).rejects.toThrow(
      'TerrainTesting.plan runs Terraform, and there is no Terraform at /nonexistent/terraform.');
  });
});

