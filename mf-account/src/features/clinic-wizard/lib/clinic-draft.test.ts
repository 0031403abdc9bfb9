import type { OwnerClinic } from '@directpay/contracts';
import { defaultHours, draftFromClinic, duplicateDraft, newClinicDraft, type DraftService } from './clinic-draft';
import { draftExtras } from './service-extras';
import { servicesAfterCategoryChange } from './category-change';
import { draftToPayload } from './to-payload';

const row = (description: string, price: string, enabled: boolean): DraftService => ({ description, price, enabled, ...draftExtras() });

const clinic: OwnerClinic = {
  id: 'c1',
  categoryId: 9,
  detail: { name: 'Clear Eyes', website: 'https://clear.example', emailAddress: '', phoneNumber: '', acceptingNewPatients: true, description: 'Hi' },
  address: { streetAddress: '1 Main', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: 40.2, longitude: -111.6 },
  images: [{ url: 'http://api/images/abc' }],
  services: [{ description: 'LASIK', price: '2000' }, { description: 'Custom', price: '5' }],
  otherServices: [{ description: 'Eye exam', price: '80', confirmedAt: '2025-01-01T00:00:00.000Z', differentPriceReported: false }],
  pricesConfirmedAt: '2025-01-01T00:00:00.000Z',
  insurances: [{ name: 'Aetna' }],
  specialties: [],
  hours: defaultHours(),
  doctors: [],
};

describe('new clinic defaults', () => {
  it('opens Monday to Friday 09:00-17:00 and leaves Saturday and Sunday off with empty times', () => {
    const { hours } = newClinicDraft();
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      expect([hours[`${day}Toggle`], hours[`${day}OpenTime`], hours[`${day}CloseTime`]]).toEqual([true, '09:00', '17:00']);
    }
    for (const day of ['saturday', 'sunday'] as const) {
      expect([hours[`${day}Toggle`], hours[`${day}OpenTime`], hours[`${day}CloseTime`]]).toEqual([false, '', '']);
    }
    expect(newClinicDraft().id).toBeUndefined();
  });
});

describe('editing and duplicating', () => {
  it('loads presets with saved prices switched on, then other saved services', () => {
    const draft = draftFromClinic(clinic);
    expect(draft.id).toBe('c1');
    expect(draft.services).toEqual([
      row('LASIK', '2000', true),
      // A preset the clinic did not save carries its standard code; a saved one, what was saved.
      { ...row('PRK', '', false), code: 'S0810', codeSystem: 'HCPCS' },
      row('EVO ICL', '', false),
      row('Custom', '5', true),
    ]);
    expect(draft.address.latitude).toBe('40.2');
  });
  it("loads the owner's EIN choice back, unticked when the clinic has none", () => {
    expect(draftFromClinic(clinic).einInFileNames).toBe(false);
    const chosen = draftFromClinic({ ...clinic, tin: '123456789', einInFileNames: true });
    expect(chosen).toMatchObject({ tin: '123456789', einInFileNames: true });
    expect(draftToPayload(chosen).payload).toMatchObject({ tin: '123456789', einInFileNames: true });
    expect(newClinicDraft().einInFileNames).toBe(false);
  });
  it('duplicates without an id and with " (Copy)" after the name', () => {
    const copy = duplicateDraft(clinic);
    expect(copy.id).toBeUndefined();
    expect(copy.detail.name).toBe('Clear Eyes (Copy)');
    expect(copy.images[0].url).toBe('http://api/images/abc');
    expect(draftToPayload(copy).payload.id).toBeUndefined();
  });
});

describe('category change', () => {
  it("resets services to the new category's presets, keeping prices of matching ones", () => {
    const before = [
      row('Consultation', '150', true),
      row('LASIK', '2000', true),
    ];
    expect(servicesAfterCategoryChange(8, before)).toEqual([
      row('Consultation', '150', true),
      { ...row('Vasectomy', '', false), code: '55250', codeSystem: 'CPT' },
      { ...row('Vasectomy reversal', '', false), code: '55400', codeSystem: 'CPT' },
    ]);
  });

  it("gives a new clinic's preset services their standard codes, and keeps a kept preset's code and bundle", () => {
    const dental = servicesAfterCategoryChange(1, []);
    expect(dental.find((s) => s.description === 'Exam, x-ray & cleaning')).toMatchObject({ code: 'D1110', codeSystem: 'CDT' });
    expect(dental.find((s) => s.description === 'Single annual membership')).toMatchObject({ code: '', codeSystem: '' });
    const kept = { ...row('Consultation', '150', true), code: '99204', codeSystem: 'CPT' as const, includes: 'Exam' };
    expect(servicesAfterCategoryChange(4, [kept])[4]).toEqual(kept);
  });
});

describe('a service code and bundle', () => {
  it('loads a saved code and lists as text, one item a line, and sends them back as they were', () => {
    const coded = { ...clinic, otherServices: [{ description: 'Eye exam', price: '80', code: '92004', codeSystem: 'CPT' as const, includes: ['Dilation', 'Refraction'], excludes: ['Glasses'], allInclusive: true }] };
    const draft = draftFromClinic(coded);
    expect(draft.otherServices[0]).toMatchObject({ code: '92004', codeSystem: 'CPT', includes: 'Dilation\nRefraction', excludes: 'Glasses', allInclusive: true });
    expect(draftToPayload(draft).payload.otherServices).toEqual([{ description: 'Eye exam', price: '80', code: '92004', codeSystem: 'CPT', includes: ['Dilation', 'Refraction'], excludes: ['Glasses'], allInclusive: true }]);
  });

  it('sends a code trimmed and upper-cased, lists without blank lines, and nothing for empty fields', () => {
    const draft = draftFromClinic(clinic);
    Object.assign(draft.services[0], { code: ' s0800 ', codeSystem: 'HCPCS', includes: ' Both eyes \n\n Follow-up visits\n', excludes: '  ' });
    draft.services[3].codeSystem = 'CPT'; // a system left without a code is not sent
    expect(draftToPayload(draft).payload.services).toEqual([
      { description: 'LASIK', price: '2000', code: 'S0800', codeSystem: 'HCPCS', includes: ['Both eyes', 'Follow-up visits'] },
      { description: 'Custom', price: '5' },
    ]);
  });
});

describe('draftToPayload', () => {
  it('sends enabled services only, numbers for coordinates and url "" for each new file, in order', () => {
    const draft = draftFromClinic(clinic);
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    draft.images.unshift({ key: 'k', url: '', file, preview: 'blob:1' });
    draft.address.latitude = ' 41 ';
    draft.address.longitude = '';
    const { payload, files } = draftToPayload(draft);
    expect(payload.images).toEqual([{ url: '' }, { url: 'http://api/images/abc' }]);
    expect(files).toEqual([file]);
    expect(payload.services).toEqual([{ description: 'LASIK', price: '2000' }, { description: 'Custom', price: '5' }]);
    // The server's dates and notices are not sent back (the API's ClinicInput has no such fields).
    expect(payload.otherServices).toEqual([{ description: 'Eye exam', price: '80' }]);
    expect(payload.address.latitude).toBe(41);
    expect(payload.address.longitude).toBeNull();
    expect(payload.categoryId).toBe(9);
  });
});
