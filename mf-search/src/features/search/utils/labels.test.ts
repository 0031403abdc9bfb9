import { clinicCountLabel, distanceLabel, priceLine } from './labels';

it('says clinic for one and clinics otherwise', () => {
  expect(clinicCountLabel(1)).toBe('1 clinic');
  expect(clinicCountLabel(0)).toBe('0 clinics');
  expect(clinicCountLabel(25)).toBe('25 clinics');
  expect(clinicCountLabel(300, true)).toBe('300+ clinics');
});

it('writes a price line as $price / description', () => {
  expect(priceLine({ price: '120', description: ' Exam, x-ray & cleaning ' })).toBe('$120 / Exam, x-ray & cleaning');
});

it('shows distances in miles', () => {
  expect(distanceLabel(1.609344)).toBe('1.0 mi away');
  expect(distanceLabel(40)).toBe('25 mi away');
});
