import { App, TerraformStack } from 'cdktn';
import { SYNTH_TIME_CONTEXT, synthTime } from '../../../src/core/runtime/synth-time';

test('the synth time comes from the context when set, else the clock', () => {
  const fixed = new TerraformStack(new App({ context: { [SYNTH_TIME_CONTEXT]: '2026-11-22T12:00:00Z' } }), 's');
  expect(synthTime(fixed).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  const before = Date.now();
  const now = synthTime(new TerraformStack(new App(), 't')).getTime();
  expect(now).toBeGreaterThanOrEqual(before);
  expect(now).toBeLessThanOrEqual(Date.now());
});
