import { buildPublicApp, type PublicApp } from './public-app';

let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('places');
}, 60_000);
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) => api.server.inject({ method: 'GET', url, headers });

describe('GET /places', () => {
  it('finds cities by the start of their name, the biggest first, one entry per city', async () => {
    const response = await get('/places?q=aus');
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results[0]).toEqual({ label: 'Austin, TX', city: 'Austin', state: 'TX', zip: null, latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(results[0].latitude).toBeCloseTo(30.3, 0);
    expect(results[0].longitude).toBeCloseTo(-97.7, 0);
    expect(results.length).toBe(8);
    const labels = results.map((r: { label: string }) => r.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const r of results) expect(r.city.toLowerCase().startsWith('aus')).toBe(true);
  });

  it('puts an exact name before longer names and ignores case and punctuation', async () => {
    const { results } = (await get('/places?q=SAINT%20LOUIS&state=mo')).json();
    expect(results[0]).toMatchObject({ label: 'Saint Louis, MO', state: 'MO' });
    const abbreviated = (await get('/places?q=st.%20louis&state=MO&limit=1')).json();
    expect(abbreviated.results).toEqual([results[0]]);
    const words = (await get('/places?q=new%20&limit=20')).json().results.map((r: { city: string }) => r.city);
    expect(words[0]).toBe('New York');
    expect(words).not.toContain('Newark');
  });

  it('finds ZIP codes by their first digits, in order, labelled with city and ZIP', async () => {
    const { results } = (await get('/places?q=787&limit=20')).json();
    expect(results).toHaveLength(20);
    expect(results.every((r: { zip: string }) => r.zip.startsWith('787'))).toBe(true);
    expect(results.map((r: { zip: string }) => r.zip)).toEqual([...results.map((r: { zip: string }) => r.zip)].sort());
    const exact = (await get('/places?q=78701')).json();
    expect(exact.results).toEqual([{ label: 'Austin, TX 78701', city: 'Austin', state: 'TX', zip: '78701', latitude: expect.any(Number), longitude: expect.any(Number) }]);
  });

  it('narrows by state, and reads back the labels it returns', async () => {
    const { results } = (await get('/places?q=portland&state=OR')).json();
    expect(results.map((r: { label: string }) => r.label)).toEqual(['Portland, OR']);
    expect((await get('/places?q=Portland,%20ME')).json().results[0].label).toBe('Portland, ME');
    expect((await get('/places?q=Austin,%20TX%2078701')).json().results[0].zip).toBe('78701');
    expect((await get('/places?q=787&state=CA')).json().results).toEqual([]);
  });

  it('answers an unknown place with no results, and any origin may call it', async () => {
    const response = await get('/places?q=zzzzqq', { origin: 'https://elsewhere.example' });
    expect(response.json()).toEqual({ results: [] });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['/places', /q/],
    ['/places?q=', /q/],
    ['/places?q=%20%20', /q/],
    [`/places?q=${'a'.repeat(101)}`, /q/],
    ['/places?q[$ne]=', /q/],
    ['/places?q=a&q=b', /q/],
    ['/places?q=aus&limit=0', /limit/],
    ['/places?q=aus&limit=21', /limit/],
    ['/places?q=aus&limit=two', /limit/],
    ['/places?q=aus&state=Texas', /state/],
    ['/places?q=aus&state=ZZ', /state/],
  ])('%s -> 400 naming the field', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(field), field: expect.stringMatching(/^\/query\/(q|limit|state)$/) });
  });
});
