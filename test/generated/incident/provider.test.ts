/**
 * The incident provider configuration (`incident-io/incident`).
 */
import { TerraformVariable } from 'cdktn';
import { incident } from '../../../src';
import { expectSnakeCaseOnly, synth } from '../../util';

describe('incident provider', () => {
  test('provider: writes required_providers.incident and takes the API key from a sensitive variable', () => {
    const { doc, warnings } = synth((stack) => {
      const apiKey = new TerraformVariable(stack, 'incident_api_key', { type: 'string', sensitive: true });
      new incident.IncidentProvider(stack, 'incident', {
        apiKey: apiKey.value,
        endpoint: 'https://api.incident.io',
      });
    });
    expect(incident.IncidentProvider.tfResourceType).toBe('incident');
    expect(doc.terraform.required_providers).toEqual({
      incident: { source: 'incident-io/incident', version: '~> 6.3' },
    });
    expect(doc.terraform.required_providers.incident.version).toMatch(/^~> 6\./);
    expect(doc.provider).toEqual({
      incident: [{ api_key: '${var.incident_api_key}', endpoint: 'https://api.incident.io' }],
    });
    expect(doc.variable.incident_api_key).toEqual({ type: 'string', sensitive: true });
    expectSnakeCaseOnly(doc.provider);
    expect(warnings).toEqual([]);
  });

  test('provider: with no arguments the provider block is empty (the key comes from INCIDENT_API_KEY)', () => {
    const { doc, warnings } = synth((stack) => {
      new incident.IncidentProvider(stack, 'incident');
    });
    expect(doc.provider).toEqual({ incident: [{}] });
    expect(doc.terraform.required_providers.incident).toEqual({ source: 'incident-io/incident', version: '~> 6.3' });
    expect(warnings).toEqual([]);
  });

  test('provider: a literal apiKey warns, naming the field and pointing to a sensitive TerraformVariable', () => {
    const { doc, warnings } = synth((stack) => {
      new incident.IncidentProvider(stack, 'incident', { apiKey: 'inc_live_4f9c2d7e8a1b3c5d6e7f8091a2b3c4d5' });
    });
    // The literal is still written (the warning is the guard), so the document must not be used as is.
    expect(doc.provider.incident).toEqual([{ api_key: 'inc_live_4f9c2d7e8a1b3c5d6e7f8091a2b3c4d5' }]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^test\/incident: \[terrain:literal-secret\] apiKey is sensitive but holds a literal value/);
    expect(warnings[0]).toContain('new TerraformVariable(');
    expect(warnings[0]).toContain('sensitive: true');
  });

  test('provider: a token for apiKey (variable) does not warn; several aliased configurations each render', () => {
    const { doc, warnings } = synth((stack) => {
      const prod = new TerraformVariable(stack, 'prod_api_key', { type: 'string', sensitive: true });
      const staging = new TerraformVariable(stack, 'staging_api_key', { type: 'string', sensitive: true });
      new incident.IncidentProvider(stack, 'prod', { apiKey: prod.value });
      new incident.IncidentProvider(stack, 'staging', { alias: 'staging', apiKey: staging.value, endpoint: 'https://api.staging.incident.io' });
    });
    expect(warnings).toEqual([]);
    expect(doc.provider.incident).toEqual([
      { api_key: '${var.prod_api_key}' },
      { alias: 'staging', api_key: '${var.staging_api_key}', endpoint: 'https://api.staging.incident.io' },
    ]);
  });
});
