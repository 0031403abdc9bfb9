/**
 * The card in Spanish (`data-lang="es"` on its script): Spanish words, es-US prices and dates,
 * the Spanish profile; its Spanish stamps are the contracts' Spanish catalog's.
 */
import { clinicStampMessage, formatDateIn, formatPriceIn, textValuesIn, type PriceCard } from '@directpay/contracts';
import spanishCatalog from '@directpay/contracts/src/messages/es.json';
import { drawCard } from './card-dom';
import { priceCardTree } from './card-view';
import { cardLocale, cardWords } from './card-words';
import { mountPriceCard } from './mount';

const SITE = 'https://directpay.example';
const NOW = new Date('2026-06-15T12:00:00Z');
const FRESH = '2026-06-02T15:04:05.000Z';
const OLD = '2025-03-01T00:00:00.000Z';

const card: PriceCard = {
  id: '665f1c2e8b3a4d0012ab34cd',
  name: 'Bright Smiles Dental',
  cityTown: 'Provo',
  state: 'UT',
  services: [
    { description: 'Exam, x-ray & cleaning', price: '120', code: 'D0150', codeSystem: 'CDT', confirmedAt: FRESH },
    { description: 'Night guard', price: '350.50', confirmedAt: OLD },
  ],
  pricesConfirmedAt: OLD,
};

const catalog = spanishCatalog as Record<string, string>;

afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

test('reads its language from the snippet, English unless it says Spanish', () => {
  expect([cardLocale('es'), cardLocale('ES'), cardLocale('es-US'), cardLocale(' es '), cardLocale(null), cardLocale('fr'), cardLocale(['es', 'en']), cardLocale('')]).toEqual([
    'es',
    'es',
    'es',
    'es',
    'en',
    'en',
    'en',
    'en',
  ]);
});

test('in Spanish: Spanish words, es-US prices and dates, and the Spanish profile', () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  drawCard(root, priceCardTree(card, SITE, { now: NOW, locale: 'es' }));
  const section = root.querySelector('section')!;
  expect(section.getAttribute('lang')).toBe('es');
  expect(section.getAttribute('aria-label')).toBe('Precios en efectivo de Bright Smiles Dental');
  expect(Array.from(root.querySelectorAll('.price')).map((p) => p.textContent)).toEqual([formatPriceIn('120', 'es'), formatPriceIn('350.50', 'es')]);
  expect(formatPriceIn('350.50', 'es')).toMatch(/^\$\s?350\.50$/);
  expect(root.querySelector('.stale')?.textContent).toBe('podría no estar actualizado');
  expect(root.querySelector('.confirmed')?.textContent).toBe('Precios confirmados el 1 de marzo de 2025');
  const link = root.querySelector('a')!;
  expect(link.textContent).toBe('Ver el perfil completo en DirectPay Clinics');
  expect(link.getAttribute('href')).toBe(`${SITE}/es/clinic/665f1c2e8b3a4d0012ab34cd`);
});

test("its Spanish stamps are the contracts' Spanish catalog's", () => {
  const date = new Date(OLD);
  for (const stamp of [{ kind: 'confirmed', date }, { kind: 'file', date }, { kind: 'never' }] as const) {
    const text = clinicStampMessage(stamp);
    const values = textValuesIn(text.values, 'es');
    expect(cardWords('es').stamp(stamp)).toBe(catalog[text.id].replace(/\{(\w+)\}/g, (_all, name: string) => String(values[name])));
  }
  expect(cardWords('es').mayBeOutOfDate).toBe(catalog['trust.mayBeOutOfDate']);
  expect(formatDateIn(date, 'es')).toBe('1 de marzo de 2025');
});

test('a script tag with data-lang="es" says its quiet message in Spanish', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const script = document.createElement('script');
  script.src = `${SITE}/embed/price-card.js`;
  script.setAttribute('data-clinic', 'not-an-id');
  script.setAttribute('data-lang', 'es');
  document.body.append(script);
  const root = await mountPriceCard(script);
  expect(root.querySelector('.note')?.textContent).toBe('Los precios en efectivo no están disponibles en este momento.');
  expect(root.querySelector('section')?.getAttribute('lang')).toBe('es');
});
