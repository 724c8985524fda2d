/**
 * The acknowledgements at synth (src/core/runtime/acknowledgements.ts), through its own functions
 * with findings made here: how findings are reported (error, warning, unlisted value, strict,
 * acknowledged), construct warnings held until the check pass of their stack, and the report of
 * acknowledgements that matched nothing. `Checks.of(scope)` on generated L1s and L2s is tested in
 * test/core/api/checks.test.ts.
 */
import { App, TerraformStack, Testing } from 'cdktn';
import { Construct } from 'constructs';
import {
  addConstructWarning, beginCheckPass, ensureCheckPass, Finding, nearestStack, noteFindings, recordAcknowledgement, reportFindings, setStrict,
} from '../../../src/core/runtime/acknowledgements';
import { TerrainTesting } from '../../../src/index';

const problem = { field: 'size', problem: 'is odd.', received: '3', allowed: 'an even number', fix: 'use 4.' };
const TEXT = 'size: is odd. Received: 3. Allowed: an even number. Fix: use 4.';
const finding = (id: string, level: Finding['level']): Finding => ({ id, level, problem });

function tree() {
  const app = new App();
  const stack = new TerraformStack(app, 'test');
  const team = new Construct(stack, 'Team');
  const c = new Construct(team, 'C');
  return { app, stack, team, c };
}

describe('reportFindings', () => {
  test('an error is returned for cdktn to fail synth with; a warning is an annotation with its id; an unlisted value warns as terrain:unlisted-value', () => {
    const { stack, c } = tree();
    expect(reportFindings(c, [finding('rule:t/a', 'error'), finding('rule:t/b', 'warning'), finding('value:t.size', 'unlisted')])).toEqual([`[rule:t/a] ${TEXT}`]);
    expect(TerrainTesting.warnings(stack)).toEqual([
      `test/Team/C: [rule:t/b] ${TEXT}`,
      `test/Team/C: [terrain:unlisted-value] [value:t.size] ${TEXT}`,
    ]);
    expect(reportFindings(c, [])).toEqual([]);
  });

  test('strict mode on a scope above makes an unlisted value an error there, not elsewhere', () => {
    const { stack, team, c } = tree();
    setStrict(team);
    expect(reportFindings(c, [finding('value:t.size', 'unlisted')])).toEqual([`[value:t.size] ${TEXT}`]);
    expect(reportFindings(new Construct(stack, 'Other'), [finding('value:t.size', 'unlisted')])).toEqual([]);
  });

  test('an acknowledged finding, an error included, is a warning with the reason of the nearest acknowledgement', () => {
    const { stack, team, c } = tree();
    recordAcknowledgement(stack, 'rule:t/a', 'the stack-wide reason');
    recordAcknowledgement(team, 'rule:t/a', 'the team reason, nearer');
    setStrict(stack);
    recordAcknowledgement(stack, 'value:t.size', 'a newer provider takes 3');
    expect(reportFindings(c, [finding('rule:t/a', 'error'), finding('value:t.size', 'unlisted')])).toEqual([]);
    expect(TerrainTesting.warnings(stack)).toEqual([
      `test/Team/C: [rule:t/a] ${TEXT} Acknowledged: the team reason, nearer`,
      `test/Team/C: [value:t.size] ${TEXT} Acknowledged: a newer provider takes 3`,
    ]);
  });
});

describe('construct warnings (addConstructWarning)', () => {
  test('held until the check pass of the stack at synth, so that an acknowledgement made after the construct counts', () => {
    const { stack, team, c } = tree();
    addConstructWarning(c, 'demo:odd-size', 'the size is odd.');
    addConstructWarning(c, 'demo:other', 'another warning.');
    expect(TerrainTesting.warnings(stack)).toEqual([]);
    recordAcknowledgement(team, 'demo:odd-size', 'odd sizes are fine here');
    Testing.synth(stack, true);
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/Team/C: [demo:odd-size] the size is odd. Acknowledged: odd sizes are fine here',
      'test/Team/C: [demo:other] another warning.',
    ]);
  });

  test('one outside any stack is reported at once; one added during the check pass too', () => {
    const app = new App();
    const loose = new Construct(app, 'Loose');
    addConstructWarning(loose, 'demo:loose', 'no stack holds me.');
    expect(TerrainTesting.warnings(app)).toEqual(['Loose: [demo:loose] no stack holds me.']);
    const { stack, c } = tree();
    beginCheckPass(stack);
    addConstructWarning(c, 'demo:at-synth', 'found by a check at synth.');
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Team/C: [demo:at-synth] found by a check at synth.']);
  });
});

describe('the check pass and unused acknowledgements', () => {
  test('pass: an acknowledgement a finding of the pass matched (noteFindings) is not reported', () => {
    const { stack, team, c } = tree();
    recordAcknowledgement(team, 'rule:t/a', 'reviewed with the platform team');
    ensureCheckPass(stack);
    c.node.addValidation({ validate: () => (noteFindings(c, [finding('rule:t/a', 'error')]), []) });
    Testing.synth(stack, true);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('fail: an acknowledgement that matched nothing is reported on the scope where it was made (once, however often the stack is synthesized)', () => {
    const { stack, team } = tree();
    recordAcknowledgement(team, 'rule:t/typo', 'reviewed with the platform team');
    ensureCheckPass(stack);
    ensureCheckPass(stack);
    const UNUSED = "test/Team: [terrain:unused-acknowledgement] Checks.of(...).acknowledge('rule:t/typo') matched no finding or warning in this scope. "
      + 'Fix: remove the acknowledgement (the check passes now), or check the id for a typo.';
    Testing.synth(stack, true);
    expect(TerrainTesting.warnings(stack)).toEqual([UNUSED]);
    Testing.synth(stack, true);
    expect(TerrainTesting.warnings(stack)).toEqual([UNUSED]);
  });

  test('an acknowledgement on the app may serve any stack: no stack reports it', () => {
    const { app, stack } = tree();
    recordAcknowledgement(app, 'rule:t/a', 'reviewed with the platform team');
    ensureCheckPass(stack);
    Testing.synth(stack, true);
    expect(TerrainTesting.warnings(app)).toEqual([]);
  });
});

test('nearestStack: the stack itself, the stack of a construct, the inner of two stacks; none above every stack', () => {
  const { app, stack, c } = tree();
  const inner = new TerraformStack(stack, 'inner');
  const deep = new Construct(inner, 'Deep');
  expect([nearestStack(stack), nearestStack(c), nearestStack(deep), nearestStack(app)]).toEqual([stack, stack, inner, undefined]);
});
