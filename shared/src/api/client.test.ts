import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, FRESH_READS_AFTER_WRITE_MS } from './client.ts';

// Read-your-writes across API instances: after its own write the client's reads skip the API's list
// cache for a while, so a list never shows an older version than the one its write answered.
const seen: (string | null)[] = [];
const server = setupServer(
  http.get('*/v1/api/startups/read', ({ request }) => {
    seen.push(request.headers.get('cache-control'));
    return HttpResponse.json({ data: [] });
  }),
  http.put('*/v1/api/startups/update/1', () =>
    HttpResponse.json({ error: 'Otra persona modificó esta startup' }, { status: 412 }),
  ),
  http.delete('*/v1/api/startups/delete/1', () => HttpResponse.json({ message: 'ok' })),
);
beforeAll(() => {
  apiClient.defaults.baseURL = 'http://api.test/v1/api';
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('the API client after a write', () => {
  it('reads through the cache until this client writes, then asks for fresh lists for a while', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await apiClient.get('/startups/read');
    await apiClient.delete('/startups/delete/1');
    await apiClient.get('/startups/read');
    now.mockReturnValue(1_000_000 + FRESH_READS_AFTER_WRITE_MS);
    await apiClient.get('/startups/read');
    // A refused write (412: someone else's change) counts too: the list must show that change.
    await apiClient.put('/startups/update/1', {}).catch(() => undefined);
    await apiClient.get('/startups/read');

    expect(seen).toEqual([null, 'no-cache', null, 'no-cache']);
  });
});
