/** What the profile specs create and then expect to see. */
const day = (open: string, close: string) => ({ Toggle: Boolean(open), OpenTime: open, CloseTime: close });
const week: Record<string, ReturnType<typeof day>> = {
  sunday: day('', ''),
  monday: day('09:00', '17:00'),
  tuesday: day('09:00', '17:00'),
  wednesday: day('09:30', '18:00'),
  thursday: day('09:00', '17:00'),
  friday: day('09:00', '12:00'),
  saturday: day('10:00', '13:30'),
};
const hours = Object.fromEntries(Object.entries(week).flatMap(([d, v]) => Object.entries(v).map(([k, x]) => [`${d}${k}`, x])));

export const EXPECTED_HOURS: [string, string][] = [
  ['Sunday', 'Closed'],
  ['Monday', '9:00 AM - 5:00 PM'],
  ['Tuesday', '9:00 AM - 5:00 PM'],
  ['Wednesday', '9:30 AM - 6:00 PM'],
  ['Thursday', '9:00 AM - 5:00 PM'],
  ['Friday', '9:00 AM - 12:00 PM'],
  ['Saturday', '10:00 AM - 1:30 PM'],
];

export const LONG_DESCRIPTION =
  'Riverside Cash Care is a test clinic with a long description. '.repeat(7) + 'The last words only show in the full text: END OF DESCRIPTION.';

export const RICH_CLINIC = {
  categoryId: 13,
  detail: {
    name: 'Riverside Cash Care',
    website: 'https://riverside.example.com',
    emailAddress: 'front@riverside.example.com',
    phoneNumber: '8015550142',
    acceptingNewPatients: true,
    description: LONG_DESCRIPTION,
  },
  address: { streetAddress: '77 River Rd', suiteUnit: 'Suite 5', cityTown: 'Ogden', state: 'UT', zip: '84401', latitude: 41.223, longitude: -111.9738 },
  images: [{ url: '' }, { url: '' }, { url: '' }],
  services: [
    { description: 'Colon cancer test', price: '120' },
    { description: 'Breast cancer test', price: '210' },
    { description: 'Prostate cancer test', price: '95' },
    { description: 'Lung cancer test', price: '300' },
    { description: 'Cervical cancer test', price: '80' },
    { description: 'Leukemia cancer test', price: '' },
    { description: 'MRI cancer screening', price: '999.50' },
  ],
  otherServices: [
    { description: 'Flu shot', price: '25' },
    { description: 'Lab panel', price: '45' },
  ],
  insurances: ['UnitedHealthcare', 'Aetna', 'Tricare', 'Cigna', '', 'Medicare', 'Humana', 'SelectHealth', 'Blue Cross Blue Shield'].map((name) => ({ name })),
  specialties: ['Oncology', 'Colonoscopy', 'Mammography', 'Low-dose CT', 'Dermatology', 'Radiology', 'Genetics', 'Urology'].map((name) => ({ name })),
  hours,
};

/** Priced services in the order shown (services, then other services). */
export const PRICED = [
  ['Colon cancer test', '$ 120'],
  ['Breast cancer test', '$ 210'],
  ['Prostate cancer test', '$ 95'],
  ['Lung cancer test', '$ 300'],
  ['Cervical cancer test', '$ 80'],
  ['MRI cancer screening', '$ 999.50'],
  ['Flu shot', '$ 25'],
  ['Lab panel', '$ 45'],
];
export const INSURANCES_SORTED = ['Aetna', 'Blue Cross Blue Shield', 'Cigna', 'Humana', 'Medicare', 'SelectHealth', 'Tricare', 'UnitedHealthcare'];
export const SPECIALTIES_SORTED = ['Colonoscopy', 'Dermatology', 'Genetics', 'Low-dose CT', 'Mammography', 'Oncology', 'Radiology', 'Urology'];

const doctor = (firstname: string, lastname: string, extra: object = {}) => ({
  title: 'Dr.',
  firstname,
  lastname,
  specialty: 'Oncology',
  degree: 'MD',
  medicalSchool: '',
  residency: '',
  boardCertifications: '',
  yearGraduated: null,
  description: '',
  ...extra,
});

export const DOCTORS = [
  doctor('Ana', 'Reyes', {
    specialty: 'Radiation oncology',
    medicalSchool: 'University of Utah',
    yearGraduated: 2005,
    residency: 'Mayo Clinic',
    boardCertifications: 'American Board of Radiology',
    description: 'Twenty years of cancer screening.',
  }),
  doctor('Ben', 'Okafor', { degree: 'DO', specialty: 'Family medicine' }),
  doctor('Cara', 'Nguyen'),
  doctor('Dev', 'Patel'),
  doctor('Eve', 'Larsen'),
];

export const SPARSE_CLINIC = {
  ...RICH_CLINIC,
  categoryId: 1,
  detail: { ...RICH_CLINIC.detail, name: 'Lone Pine Dental', phoneNumber: '+49 30 1234567', acceptingNewPatients: false, description: 'A short description.' },
  address: { ...RICH_CLINIC.address, cityTown: 'Moab', latitude: null, longitude: null },
  images: [{ url: '' }],
  services: [{ description: 'Exam, x-ray & cleaning', price: '150' }],
  otherServices: [],
  insurances: [{ name: 'Cigna' }],
  specialties: [{ name: 'Endodontics' }],
};
