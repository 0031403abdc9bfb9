import { putEarlyResponse, wherePlacesPath } from '@directpay/contracts';
import { apiUrl, setRuntimeConfig } from '@directpay/shared-ui';
import { getPlaces } from './get-places';

test('the where lookup takes the answer the home page started at its tap, and asks nothing itself', async () => {
  setRuntimeConfig({ apiUrl: 'http://api.test' });
  const place = { label: 'Salt Lake City, UT 84101', city: 'Salt Lake City', state: 'UT', zip: '84101', latitude: 40.7559, longitude: -111.8967 };
  const body = JSON.stringify({ results: [place] });
  // jsdom has no Response: the answer as the client reads it. What the home page puts (host/src/features/home/start-where-lookup.ts), from the typed text as sent.
  putEarlyResponse(apiUrl(wherePlacesPath(' 84101 ')), Promise.resolve({ ok: true, status: 200, text: async () => body } as unknown as Response));
  const fetchBefore = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = ((input: RequestInfo | URL) => {
    asked.push(String(input));
    return Promise.reject(new Error('no network in this test'));
  }) as typeof fetch;
  try {
    // The search reads `where` trimmed from its URL.
    expect((await getPlaces('84101')).results).toEqual([place]);
    expect(asked).toEqual([]);
  } finally {
    globalThis.fetch = fetchBefore;
  }
});
