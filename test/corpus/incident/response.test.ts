/** Corpus, incident response: custom fields and options, roles, severities, statuses, workflows, maintenance windows, lookups, the provider block. */
import { RESPONSE_APPS } from './apps/response';
import { expectClean, synthApp } from './corpus';

describe('incident corpus: incident response', () => {
  expectClean(RESPONSE_APPS);

  test('the provider block carries the endpoint beside the API key variable', () => {
    const { doc } = synthApp(RESPONSE_APPS.find((a) => a.name === 'response-lookups')!);
    expect(doc.provider.incident).toEqual([{ api_key: '${var.incident_api_key}', endpoint: 'https://api.incident.io' }]);
  });
});
