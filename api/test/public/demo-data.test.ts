import { addMonths, PRICE_STALE_MONTHS, SEARCH_CATEGORY_IDS } from '@directpay/contracts';
import { demoClinic } from '#src/demo/demo-clinics';
import { buildPublicApp, type PublicApp } from './public-app';

let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('demo', { env: { SEED_DEMO: 'on' } });
}, 120_000);
afterAll(() => api.close());

describe('demo data on an empty database', () => {
  it('seeds at least 300 labelled clinics over 30+ cities and every searchable category', async () => {
    const docs = await api.server.clinics.collection.find({}).toArray();
    expect(docs.length).toBeGreaterThanOrEqual(300);
    expect(docs.every((d) => d.demo === true && d.detail.description.startsWith('Demo data'))).toBe(true);
    expect(new Set(docs.map((d) => `${d.address.cityTown}, ${d.address.state}`)).size).toBeGreaterThanOrEqual(30);
    for (const id of SEARCH_CATEGORY_IDS) {
      const response = await api.server.inject(`/clinics?categoryId=${id}`);
      expect(response.json().total).toBeGreaterThan(0);
    }
    for (const d of docs) {
      expect(d.images.length).toBeGreaterThanOrEqual(1);
      expect(d.images.length).toBeLessThanOrEqual(4);
      expect(d.services.length).toBeGreaterThan(0);
      expect(d.doctors.length).toBeGreaterThan(0);
      expect(d.specialties.length).toBeGreaterThan(0);
      expect(d.hours.mondayToggle).toBe(true);
    }
    expect(docs.some((d) => d.insurances.length > 0)).toBe(true);
  });

  it('shows every price-trust and open-data mark without typing: codes, bundles, recent, stale and never-confirmed prices', async () => {
    const docs = await api.server.clinics.collection.find({}).toArray();
    const priced = docs.flatMap((d) => [...d.services, ...d.otherServices]).filter((s) => s.price);
    expect(priced.filter((s) => s.code && s.codeSystem).length).toBeGreaterThan(100);
    for (const system of ['CPT', 'HCPCS', 'CDT']) expect(priced.some((s) => s.codeSystem === system)).toBe(true);
    expect(priced.some((s) => s.includes?.length && s.excludes?.length)).toBe(true);
    expect(priced.some((s) => s.allInclusive && s.includes?.length)).toBe(true);
    const staleBefore = addMonths(new Date(), -PRICE_STALE_MONTHS);
    const confirmed = docs.map((d) => d.pricesConfirmedAt ?? null);
    expect(confirmed.some((at) => at === null)).toBe(true);
    expect(confirmed.some((at) => at && at < staleBefore)).toBe(true);
    expect(confirmed.some((at) => at && at > addMonths(new Date(), -6))).toBe(true);
    // The profile answers what was stored.
    const coded = docs.find((d) => d.services.some((s) => s.code && s.price))!;
    const profile = (await api.server.inject(`/clinics/${coded._id.toHexString()}`)).json().result;
    const service = coded.services.find((s) => s.code && s.price)!;
    expect(profile.services).toContainEqual(expect.objectContaining({ description: service.description, code: service.code, codeSystem: service.codeSystem }));
  });

  it('is deterministic: clinic n is always the same clinic', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(demoClinic(123, { now })).toEqual(demoClinic(123, { now }));
    expect(demoClinic(123, { lean: true }).fields.detail.name).toBe(demoClinic(123).fields.detail.name);
    expect(demoClinic(1).fields.detail.name).not.toBe(demoClinic(2).fields.detail.name);
  });
});
