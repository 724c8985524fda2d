/**
 * Terraform's output read back (src/terraform/terraform-output.ts): validate's JSON document,
 * plan's JSON lines (diagnostics, planned changes, outputs, and the change summary that says it
 * finished), and the message of a failed run (the errors at their constructs with Terraform's
 * detail, or the exit without diagnostic; the stand-ins' log; Terraform's stderr). Partly through
 * TerrainTesting with a fake terraform.
 */
import { atlasStack, failure, fakeTerraform, workDirs } from './fake-terraform';
import { compileStandIn } from './util';
import { TerrainTesting } from '../../src/core';
import { failure as failureMessage, Output, parsePlan, parseValidate } from '../../src/terraform/terraform-output';

describe('parseValidate', () => {
  test('the diagnostics of the document; complete when it says whether the configuration is valid', () => {
    const d = { severity: 'error', summary: 'Bad', detail: 'x' };
    expect(parseValidate(JSON.stringify({ valid: false, diagnostics: [d] }))).toEqual({ diagnostics: [d], changes: [], outputs: [], complete: true });
    expect(parseValidate(JSON.stringify({ valid: true }))).toEqual({ diagnostics: [], changes: [], outputs: [], complete: true });
  });
  test('not JSON, or no verdict: incomplete', () => {
    expect(parseValidate('panic: oops')).toEqual({ diagnostics: [], changes: [], outputs: [], complete: false });
    expect(parseValidate('{}').complete).toBe(false);
  });
});

describe('parsePlan', () => {
  const lines = (...messages: unknown[]) => messages.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join('\n');
  test('diagnostics, planned changes (no-op, import ids, moves), outputs; lines that are no JSON messages are skipped', () => {
    expect(parsePlan(lines(
      'Terraform will perform the following actions:',
      '{not json',
      { type: 'diagnostic', diagnostic: { severity: 'warning', summary: 'W', address: 'a.b' } },
      { type: 'planned_change', change: { resource: { addr: 'a.b', resource_type: 'a' }, action: 'create' } },
      { type: 'planned_change', change: { resource: { addr: 'a.c', resource_type: 'a' }, action: 'noop', importing: { id: 'i' }, previous_resource: { addr: 'a.old' } } },
      { type: 'planned_change', change: {} },
      { type: 'outputs', outputs: { b: {}, a: {} } },
      { type: 'change_summary', changes: {} },
    ))).toEqual({
      diagnostics: [{ severity: 'warning', summary: 'W', address: 'a.b' }],
      changes: [
        { address: 'a.b', resourceType: 'a', action: 'create', importId: undefined, movedFrom: undefined },
        { address: 'a.c', resourceType: 'a', action: 'no-op', importId: 'i', movedFrom: 'a.old' },
      ],
      outputs: ['b', 'a'],
      complete: true,
    });
  });
  test('without a change summary the plan did not finish', () => {
    expect(parsePlan(lines({ type: 'version' })).complete).toBe(false);
  });
});

describe('failure', () => {
  const out = (extra: Partial<Output> = {}): Output => ({ code: 1, signal: null, stdout: '', stderr: '', ...extra });
  test('each error at its construct (or the stack), with the place in the document and its detail', () => {
    expect(failureMessage('TerrainTesting.validate', '1.11.4', 'test', [
      { severity: 'error', summary: 'Bad role', detail: 'line one\nline two', constructPath: 'test/role', documentPath: 'resource.x.role', line: 3 },
      { severity: 'error', summary: 'No provider', detail: '' },
    ], out(), '')).toBe("TerrainTesting.validate: Terraform 1.11.4 found 2 errors in stack 'test':\n"
      + '  - [test/role] Bad role (resource.x.role, cdk.tf.json line 3)\n'
      + '    line one\n'
      + '    line two\n'
      + '  - [test] No provider');
  });
  test('no error: how Terraform exited; then the stand-ins\' log and Terraform\'s stderr', () => {
    expect(failureMessage('TerrainTesting.plan', '1.5.0', 's', [], out({ code: null, signal: 'SIGKILL', stderr: ' killed\n' }), 'a\nb')).toBe(
      "TerrainTesting.plan: Terraform 1.5.0 found an error in stack 's':\n"
      + '  terraform exited with SIGKILL and reported no diagnostic.\n'
      + 'Stand-in providers:\n  a\n  b\n'
      + "Terraform's stderr:\n  killed");
  });
});

describe('through TerrainTesting (a fake terraform)', () => {
  beforeAll(() => {
    compileStandIn();
  });

  test('fail: a plan that Terraform did not finish (no change summary) is an error, even without a diagnostic', async () => {
    const bin = fakeTerraform('1.11.4', 'echo \'{"type":"version"}\'');
    expect(await failure(TerrainTesting.plan(atlasStack(), { terraformBinary: bin, reuseStandIns: false }))).toBe(
      "TerrainTesting.plan: Terraform 1.11.4 found an error in stack 'test':\n  terraform exited with code 0 and reported no diagnostic.");
  }, 30_000);

  test('Terraform fails without a diagnostic: its stderr is in the error, the folder is removed', async () => {
    const before = workDirs();
    const bin = fakeTerraform('1.11.4', 'echo "panic: runtime error: the fake crashed" >&2; exit 2');
    const message = await failure(TerrainTesting.validate(atlasStack(), { terraformBinary: bin }));
    expect(message).toBe("TerrainTesting.validate: Terraform 1.11.4 found an error in stack 'test':\n"
      + '  terraform exited with code 2 and reported no diagnostic.\n'
      + "Terraform's stderr:\n"
      + '  panic: runtime error: the fake crashed');
    expect(workDirs()).toEqual(before);
  }, 30_000);

});
