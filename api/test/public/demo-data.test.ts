import { SEARCH_CATEGORY_IDS } from '@directpay/contracts';
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

  it('is deterministic: clinic n is always the same clinic', () => {
    expect(demoClinic(123)).toEqual(demoClinic(123));
    expect(demoClinic(123, { lean: true }).fields.detail.name).toBe(demoClinic(123).fields.detail.name);
    expect(demoClinic(1).fields.detail.name).not.toBe(demoClinic(2).fields.detail.name);
  });
});
