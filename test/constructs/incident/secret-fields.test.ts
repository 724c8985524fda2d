/**
 * The secret fields of the incident L2s (test/constructs/secret-fields.ts). The provider marks no
 * attribute of the types these L2s render sensitive or write-only (incident-io/terraform-provider-
 * incident v6.3.0: `Sensitive: true` only on the provider's `api_key`, on
 * `incident_alert_source_beta.secret_token` and on the `incident_alert_sources` data source's
 * token), so there is no case and nothing to list as not exposed: the coverage test fails as soon
 * as a rendered type gains one. The one secret the L2s hand out, an alert source's token, is an
 * output the L2 marks sensitive itself.
 */
import { App, TerraformOutput, TerraformStack } from 'cdktn';
import { incident, TerrainTesting } from '../../../src';
import { describeSecretFields, renderedTypes, secretAttributes } from '../secret-fields';

function setup(stack: TerraformStack): void {
  new incident.IncidentProvider(stack, 'incident', {});
}

describeSecretFields('incident', setup, [], {});

describe('incident: the secrets around the L2s', () => {
  test('the types the L2s render, and the walker sees the flags of the incident schema (the beta source, which no L2 renders, has a sensitive token)', () => {
    expect(renderedTypes('incident')).toEqual([
      'incident_alert_attribute', 'incident_alert_route', 'incident_alert_source', 'incident_catalog_entries', 'incident_catalog_type', 'incident_catalog_type_attribute', 'incident_escalation_path',
    ]);
    expect(secretAttributes('incident', 'incident_alert_source_beta')).toEqual(['incident_alert_source_beta.secret_token']);
    expect(secretAttributes('incident', 'incident_alert_source')).toEqual([]);
  });

  test("an alert source's secretToken is marked sensitive by the L2 (the provider does not mark it): an output of it says sensitive(...)", () => {
    const s = new TerraformStack(new App(), 'secrets');
    setup(s);
    const source = incident.AlertSource.http(s, 'Source', { name: 'Payments', title: incident.RichText.text('Payments') });
    new TerraformOutput(s, 'token', { value: source.secretToken, sensitive: true });
    expect(TerrainTesting.synthToObject(s).output.token).toEqual({ sensitive: true, value: '${sensitive(incident_alert_source.Source.secret_token)}' });
  });
});
