/**
 * Helpers shared by the incident L1 tests (not a test file itself).
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { incident } from '../../../src';

/** The API key as a sensitive variable, the way a real stack passes it. */
export function provider(stack: TerraformStack): incident.IncidentProvider {
  const apiKey = new TerraformVariable(stack, 'incident_api_key', { type: 'string', sensitive: true });
  return new incident.IncidentProvider(stack, 'incident', { apiKey: apiKey.value });
}

/** A rich-text document as the API stores it in `literal`: one paragraph holding one variable. */
export function varSpecDoc(name: string, label: string): string {
  return JSON.stringify({
    content: [{ content: [{ attrs: { label, missing: false, name }, type: 'varSpec' }], type: 'paragraph' }],
    type: 'doc',
  });
}
