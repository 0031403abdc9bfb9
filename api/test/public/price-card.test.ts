import { pricedServices } from '@directpay/contracts';
import { demoClinic, demoClinicId } from '#src/demo/demo-clinics';
import { buildPublicApp, type PublicApp } from './public-app';

const CLINICS = 12;
let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('pricecard', { clinics: CLINICS });
}, 60_000);
afterAll(() => api.close());

/** As the card asks from a clinic's own website: another origin, no credentials. */
const get = (url: string) => api.server.inject({ method: 'GET', url, headers: { origin: 'https://clinic-site.example' } });

describe('GET /clinics/:id/price-card', () => {
  it("answers the clinic's name, place and priced services with their codes and dates, and nothing else", async () => {
    // A demo clinic whose prices carry a billing code, so the code is seen on its way out.
    const index = Array.from({ length: CLINICS }, (_, i) => i).find((i) => pricedServices(demoClinic(i).fields).some((s) => s.code));
    expect(index).toBeDefined();
    const { fields } = demoClinic(index!);
    const response = await get(`/clinics/${demoClinicId(index!).toHexString()}/price-card`);
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(Object.keys(result).sort()).toEqual(['cityTown', 'id', 'name', 'pricesConfirmedAt', 'services', 'state']);
    expect(result).toMatchObject({ id: demoClinicId(index!).toHexString(), name: fields.detail.name, cityTown: fields.address.cityTown, state: fields.address.state });
    const priced = pricedServices(fields);
    expect(result.services.map((s: { description: string; price: string }) => [s.description, s.price])).toEqual(priced.map((s) => [s.description, s.price]));
    const coded = result.services.find((s: { code?: string }) => s.code);
    expect(coded).toEqual({ description: expect.any(String), price: expect.any(String), code: expect.any(String), codeSystem: expect.stringMatching(/^(CPT|HCPCS|CDT)$/), confirmedAt: result.pricesConfirmedAt });
    // Owner details, images, hours and bundles stay on the profile.
    expect(response.body).not.toMatch(/emailAddress|phoneNumber|website|images|hours|includes|accountId|"search"/);
  });

  it('is open to every origin, sets no cookie and may be cached for a minute', async () => {
    const response = await get(`/clinics/${demoClinicId(1).toHexString()}/price-card`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers a preflight from any origin', async () => {
    const response = await api.server.inject({
      method: 'OPTIONS',
      url: `/clinics/${demoClinicId(1).toHexString()}/price-card`,
      headers: { origin: 'https://clinic-site.example', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a clinic that does not exist, with no cookie', async () => {
    const response = await get(`/clinics/${'f'.repeat(24)}/price-card`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No clinic has this id' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    'not-an-id',
    'dc000000000000000000000',
    `${'f'.repeat(24)}0`,
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '%7B%22%24ne%22%3A1%7D',
    'dc00000000000000000000%0A1',
    'a'.repeat(60),
  ])('answers 400 naming the id for %s', async (id) => {
    const response = await get(`/clinics/${id}/price-card`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/id/), field: '/params/id' });
  });

  it('answers an id too long for any route with a 4xx, never a 500', async () => {
    const response = await get(`/clinics/${'a'.repeat(5000)}/price-card`);
    expect(response.statusCode).toBe(414);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses other methods with 405', async () => {
    const response = await api.server.inject({ method: 'POST', url: `/clinics/${demoClinicId(1).toHexString()}/price-card`, payload: {} });
    expect(response.statusCode).toBe(405);
  });
});
