import type { Clinic } from '@directpay/contracts';

/** A clinic for unit tests; each test changes what it is about. */
export function testClinic(overrides: Partial<Clinic> = {}): Clinic {
  const hours: Record<string, string | boolean> = {};
  for (const d of ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) {
    const open = d !== 'sunday' && d !== 'saturday';
    Object.assign(hours, { [`${d}Toggle`]: open, [`${d}OpenTime`]: open ? '09:00' : '', [`${d}CloseTime`]: open ? '17:00' : '' });
  }
  return {
    id: 'abcdefabcdefabcdefabcdef',
    categoryId: 1,
    detail: {
      name: 'Bright Smiles Dental',
      website: 'https://bright.example.com',
      emailAddress: 'front@bright.example.com',
      phoneNumber: '8015550100',
      acceptingNewPatients: true,
      description: 'Family dentistry.',
    },
    address: { streetAddress: '1 Main St', suiteUnit: 'Suite 2', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: 40.23, longitude: -111.66 },
    images: [{ url: 'http://api.test/images/1' }],
    services: [
      { description: 'Exam', price: '120' },
      { description: 'X-ray', price: '' },
    ],
    otherServices: [{ description: 'Whitening', price: '99.50' }],
    pricesConfirmedAt: null,
    insurances: [{ name: 'Cigna' }, { name: '' }, { name: 'Aetna' }],
    specialties: [{ name: 'Orthodontics' }],
    hours: hours as Clinic['hours'],
    doctors: [],
    ...overrides,
  };
}
