import type { OwnerClinic } from '@directpay/contracts';
import { defaultHours, draftFromClinic, duplicateDraft, newClinicDraft } from './clinic-draft';
import { servicesAfterCategoryChange } from './category-change';
import { draftToPayload } from './to-payload';

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
      { description: 'LASIK', price: '2000', enabled: true },
      { description: 'PRK', price: '', enabled: false },
      { description: 'EVO ICL', price: '', enabled: false },
      { description: 'Custom', price: '5', enabled: true },
    ]);
    expect(draft.address.latitude).toBe('40.2');
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
      { description: 'Consultation', price: '150', enabled: true },
      { description: 'LASIK', price: '2000', enabled: true },
    ];
    expect(servicesAfterCategoryChange(8, before)).toEqual([
      { description: 'Consultation', price: '150', enabled: true },
      { description: 'Vasectomy', price: '', enabled: false },
      { description: 'Vasectomy reversal', price: '', enabled: false },
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
