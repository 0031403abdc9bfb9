/** A card's price stamp on a Spanish page: the contracts' words in Spanish, with a Spanish month. */
import type { ClinicCard } from '@directpay/contracts';
import { activateLocale, contractTextNow } from '@directpay/shared-ui/i18n';
import { trustMarks } from './card-marks';
import { confirmedLabel } from '#src/features/compare/utils/compare-rows';

const card = (over: Partial<ClinicCard>): ClinicCard => ({
  id: 'a',
  name: 'Alpha',
  cityTown: 'Provo',
  state: 'UT',
  latitude: 40,
  longitude: -111,
  imageUrl: null,
  prices: [],
  acceptingNewPatients: false,
  openHours: ['', '', '', '', '', '', ''],
  ...over,
});

afterAll(() => activateLocale('en'));

test('says when prices were confirmed, and that they may be out of date, in Spanish', async () => {
  await activateLocale('es');
  const now = new Date(2026, 5, 1, 12, 0);
  const say = contractTextNow();
  expect(trustMarks(card({ pricesConfirmedAt: '2026-03-04T00:00:00.000Z' }), now, say)).toEqual(['Precios confirmados en marzo de 2026']);
  expect(trustMarks(card({ pricesConfirmedAt: '2025-01-10T00:00:00.000Z' }), now, say)).toEqual(['Precios confirmados en enero de 2025 · podría no estar actualizado']);
  expect(trustMarks(card({ fromPrice: { description: 'Exam', price: '95' } }), now, say)).toEqual(['Precios aún no confirmados por la clínica']);
});

test("the compare page's price-file line is Spanish on a Spanish page", async () => {
  await activateLocale('es');
  expect(confirmedLabel('2026-04-01T00:00:00.000Z', true, contractTextNow())).toBe('Del archivo de precios de la clínica del 1 de abril de 2026');
});
