/**
 * Demo data for estimates: every demo clinic carries an NPI with a valid check
 * digit and a TIN, and the development account (the login page's) owns two demo
 * clinics with a request on time, one overdue and one issued, whose mail is in the outbox.
 */
import { isNpi, isTin } from '@directpay/contracts';
import { DEV_ACCOUNT_EMAIL } from '#src/demo/demo-estimates';
import { buildOwnerTestApp, signIn, type TestApp } from '#test/owner/helpers';
import { estimateMails, tokenIn } from './support';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await buildOwnerTestApp({ SEED_DEMO: 'on', DEV_IDP: 'on' });
}, 180_000);
afterAll(() => t.close());

describe('demo estimates', () => {
  it('every demo clinic has a valid NPI and a TIN', async () => {
    const docs = await t.app.clinics.collection.find({}, { projection: { npi: 1, tin: 1 } }).toArray();
    expect(docs.length).toBeGreaterThanOrEqual(300);
    expect(docs.every((d) => isNpi(d.npi ?? '') && isTin(d.tin ?? ''))).toBe(true);
    expect(new Set(docs.map((d) => d.npi)).size).toBe(docs.length);
  });

  it('the development account sees requested, overdue and issued estimates of its two clinics', async () => {
    const dev = await signIn(t.app, DEV_ACCOUNT_EMAIL);
    const clinics = (await t.app.inject({ method: 'GET', url: '/account/clinics', headers: dev.headers })).json().results;
    expect(clinics).toHaveLength(2);
    const requests = (await t.app.inject({ method: 'GET', url: '/account/estimate-requests', headers: dev.headers })).json().results;
    expect(requests.map((r: { status: string }) => r.status).sort()).toEqual(['issued', 'overdue', 'requested']);
    const issued = requests.find((r: { status: string }) => r.status === 'issued');
    const [mail] = estimateMails(t, 'riley@example.com');
    const page = (await t.app.inject({ method: 'GET', url: `/estimates/${tokenIn(mail)}` })).json().result;
    expect(page.providers).toHaveLength(2);
    expect(page.patient.name).toBe('Riley Garcia');
    expect((await t.app.inject({ method: 'GET', url: `/account/estimates/${issued.estimateId}/pdf`, headers: dev.headers })).statusCode).toBe(200);
  });
});
