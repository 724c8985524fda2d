/**
 * Helpers shared by the incident type-rule tests (not a test file itself).
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { Checks, incident } from '../../../src';
import { errorOf, synth, Synthesized } from '../../util';

/** Synthesizes a stack with the incident provider and what `build` adds; `ack` acknowledges rule ids first. */
export function make(build: (s: TerraformStack) => void, ack?: string): Synthesized {
  return synth((s) => {
    if (ack) Checks.of(s).acknowledge(ack, 'checked by hand with the incident.io team');
    const apiKey = new TerraformVariable(s, 'incident_api_key', { type: 'string', sensitive: true });
    new incident.IncidentProvider(s, 'incident', { apiKey: apiKey.value });
    build(s);
  });
}

/** The message of the error synth throws. */
export function fails(build: (s: TerraformStack) => void): string {
  return errorOf(() => make(build));
}

/** A string token, e.g. a variable. */
export function token(s: TerraformStack, id = 'v'): string {
  return new TerraformVariable(s, id, { type: 'string' }).stringValue;
}

export const ACK_REASON = 'checked by hand with the incident.io team';
