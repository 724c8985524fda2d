/** The equinix provider block in its credential styles (test/corpus/equinix/provider.ts). */
import { describeApps } from '../corpus';
import { APPS } from './provider';

describeApps('equinix corpus: provider', APPS, (synthesized) => {
  test('credentials are variables, never literals', () => {
    expect(synthesized('client id and secret with retries and paging').doc.provider.equinix).toEqual([{
      client_id: '${var.client_id}',
      client_secret: '${var.client_secret}',
      endpoint: 'https://api.equinix.com',
      request_timeout: 60,
      response_max_page_size: 500,
      max_retries: 5,
      max_retry_wait_seconds: 30,
    }]);
    expect(synthesized('two organizations under aliases').doc.provider.equinix).toEqual([
      { client_id: '${var.equinix_client_id}', client_secret: '${var.equinix_client_secret}' },
      { alias: 'lab', client_id: '${var.lab_client_id}', client_secret: '${var.lab_client_secret}' },
    ]);
    expect(synthesized('workload identity federation').doc.variable.oidc_token.sensitive).toBe(true);
  });
});
