import { addMonths, MAY_BE_OUT_OF_DATE, PRICE_CARD_UNAVAILABLE, type PriceCard } from '@directpay/contracts';
import { drawCard } from './card-dom';
import { NO_PRICES_YET, PROFILE_LINK, priceCardTree } from './card-view';
import { CARD_ELEMENT, mountPriceCard } from './mount';

const SITE = 'https://directpay.example';
const NOW = new Date('2026-06-15T12:00:00Z');
const FRESH = '2026-06-02T15:04:05.000Z';
const OLD = addMonths(NOW, -13).toISOString();

const clinic = (overrides: Partial<PriceCard> = {}): PriceCard => ({
  id: '665f1c2e8b3a4d0012ab34cd',
  name: 'Bright Smiles Dental',
  cityTown: 'Provo',
  state: 'UT',
  services: [
    { description: 'Exam, x-ray & cleaning', price: '120', code: 'D0150', codeSystem: 'CDT', confirmedAt: FRESH },
    { description: 'Night guard', price: '350.00', confirmedAt: FRESH },
  ],
  pricesConfirmedAt: FRESH,
  ...overrides,
});

/** The card as the script draws it, in a shadow root of its own. */
function drawn(card: PriceCard): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  drawCard(root, priceCardTree(card, SITE, { now: NOW }));
  return root;
}

const rows = (root: ShadowRoot) => Array.from(root.querySelectorAll('li')).map((li) => li.textContent);

afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

describe('the price card', () => {
  it("shows the clinic, each price with its billing code, the confirmation date and a link to the profile", () => {
    const root = drawn(clinic());
    expect(root.querySelector('section')?.getAttribute('aria-label')).toBe('Cash prices of Bright Smiles Dental');
    expect(root.querySelector('.name')?.textContent).toBe('Bright Smiles Dental');
    expect(root.querySelector('.place')?.textContent).toBe('Provo, UT');
    expect(rows(root)).toEqual(['Exam, x-ray & cleaningCDT D0150$\u00a0120', 'Night guard$\u00a0350.00']);
    expect(root.querySelector('.confirmed')?.textContent).toBe('Prices confirmed June 2, 2026');
    const link = root.querySelector('a');
    expect(link?.textContent).toBe(PROFILE_LINK);
    expect(link?.getAttribute('href')).toBe(`${SITE}/clinic/665f1c2e8b3a4d0012ab34cd`);
    // In the clinic's page the link opens where the visitor is; the iframe's opens at the top.
    expect(link?.hasAttribute('target')).toBe(false);
    expect(root.querySelector('style')?.textContent).toContain(':host{all:initial');
  });

  it("marks a price confirmed more than 12 months ago 'may be out of date', and only that one", () => {
    const root = drawn(clinic({ services: [clinic().services[0], { ...clinic().services[1], confirmedAt: OLD }], pricesConfirmedAt: OLD }));
    const marks = Array.from(root.querySelectorAll('li')).map((li) => li.querySelector('.stale')?.textContent ?? null);
    expect(marks).toEqual([null, MAY_BE_OUT_OF_DATE]);
    expect(root.querySelector('.confirmed')?.textContent).toMatch(/^Prices confirmed May \d+, 2025$/);
  });

  it("says an imported price comes from the clinic's price file of its date, never confirmed on the import day, and dates its staleness from the file", () => {
    const file = drawn(clinic({ services: [clinic().services[0], { ...clinic().services[1], confirmedAt: null, priceFileDate: OLD }], pricesConfirmedAt: OLD }));
    expect(file.querySelector('.confirmed')?.textContent).toMatch(/^Prices from the clinic's price file of May \d+, 2025$/);
    expect(Array.from(file.querySelectorAll('li')).map((li) => li.querySelector('.stale')?.textContent ?? null)).toEqual([null, MAY_BE_OUT_OF_DATE]);
    // Confirmed again by the owner since: the confirmation it is.
    const reconfirmed = drawn(clinic({ services: [{ ...clinic().services[0], priceFileDate: OLD }] }));
    expect(reconfirmed.querySelector('.confirmed')?.textContent).toBe('Prices confirmed June 2, 2026');
  });

  it('says prices never confirmed are not yet confirmed, with no date, and says when no price is listed', () => {
    const never = drawn(clinic({ services: [{ description: 'Exam', price: '90', confirmedAt: null }], pricesConfirmedAt: null }));
    expect(never.querySelector('.confirmed')?.textContent).toBe('Prices not yet confirmed by the clinic');
    expect(never.querySelector('.stale')).toBeNull();
    const empty = drawn(clinic({ services: [], pricesConfirmedAt: null }));
    expect(empty.querySelector('ul')).toBeNull();
    expect(empty.querySelector('.note')?.textContent).toBe(NO_PRICES_YET);
  });

  it("draws a clinic's words as text, never as markup", () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const root = drawn(
      clinic({ name: hostile, cityTown: '<b>Provo</b>', services: [{ description: '<a href="javascript:alert(3)">Exam</a>', price: '90', code: '<i>', codeSystem: 'CPT', confirmedAt: FRESH }] }),
    );
    expect(root.querySelectorAll('img, script, b, i, a:not(.profile)')).toHaveLength(0);
    expect(root.querySelector('.name')?.textContent).toBe(hostile);
    expect(root.querySelector('.description')?.textContent).toBe('<a href="javascript:alert(3)">Exam</a>');
    expect(root.querySelector('section')?.getAttribute('aria-label')).toBe(`Cash prices of ${hostile}`);
  });
});

describe('the script tag', () => {
  function scriptTag(clinicId: string | null): HTMLScriptElement {
    const script = document.createElement('script');
    script.src = `${SITE}/embed/price-card.js`;
    if (clinicId !== null) script.setAttribute('data-clinic', clinicId);
    const before = document.createElement('p');
    before.textContent = 'The clinic page';
    document.body.append(before, script);
    return script;
  }

  it('goes at the end of the page when the tag was pasted into the head', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const script = document.createElement('script');
    script.src = `${SITE}/embed/price-card.js`;
    document.head.append(script);
    const root = await mountPriceCard(script);
    expect(document.body.lastElementChild?.shadowRoot).toBe(root);
    script.remove();
  });

  it.each([null, '', 'not-an-id', '665f1c2e8b3a4d0012ab34c', '"><img src=x onerror=alert(1)>', '../../account/clinics'])(
    'puts a quiet message after the tag, asking nothing of the network, for data-clinic=%p',
    async (clinicId) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const script = scriptTag(clinicId);
      const root = await mountPriceCard(script);
      expect(script.nextElementSibling?.tagName.toLowerCase()).toBe(CARD_ELEMENT);
      expect(script.nextElementSibling?.shadowRoot).toBe(root);
      expect(root.querySelector('.note')?.textContent).toBe(PRICE_CARD_UNAVAILABLE);
      expect(root.querySelectorAll('img')).toHaveLength(0);
      // The page around it is untouched, and the developer is told why.
      expect(document.body.firstElementChild?.textContent).toBe('The clinic page');
      expect(warn).toHaveBeenCalledWith('[DirectPay price card]', expect.stringContaining('data-clinic is not a clinic id'));
    },
  );
});
