import { createHash } from 'node:crypto';
import { PRICE_CARD_UNAVAILABLE, type PriceCard } from '@directpay/contracts';
import { CARD_HEIGHT_SCRIPT } from './card-height';
import { PRICE_CARD_PAGE_HEADERS, priceCardPage } from './card-page';

const SITE = 'https://directpay.example';
const CARD: PriceCard = {
  id: '665f1c2e8b3a4d0012ab34cd',
  name: 'Smiles </title><script>alert(1)</script> & Co',
  cityTown: 'Provo',
  state: 'UT',
  services: [{ description: '<style>body{display:none}</style>Exam', price: '120', confirmedAt: '2026-06-02T15:04:05.000Z' }],
  pricesConfirmedAt: '2026-06-02T15:04:05.000Z',
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("the iframe's page", () => {
  it('shows the card with every text escaped, and its link opens the profile at the top', () => {
    const page = parse(priceCardPage(CARD, SITE, new Date('2026-06-15T12:00:00Z')));
    // One script: the card's height, for the framing page; its clinic from the body.
    expect([...page.querySelectorAll('script')].map((script) => script.textContent)).toEqual([CARD_HEIGHT_SCRIPT]);
    expect(page.body.dataset.clinic).toBe(CARD.id);
    expect(page.querySelectorAll('style')).toHaveLength(1);
    expect(page.title).toBe(`Cash prices of ${CARD.name} | DirectPay Clinics`);
    expect(page.querySelector('.name')?.textContent).toBe(CARD.name);
    expect(page.querySelector('.description')?.textContent).toBe(CARD.services[0].description);
    expect(page.querySelector('.confirmed')?.textContent).toBe('Prices confirmed June 2, 2026');
    const link = page.querySelector('a');
    expect(link?.getAttribute('href')).toBe(`${SITE}/clinic/${CARD.id}`);
    expect(link?.getAttribute('target')).toBe('_top');
  });

  it('shows the quiet message when there is no card', () => {
    const page = parse(priceCardPage(null, SITE));
    expect(page.querySelector('.note')?.textContent).toBe(PRICE_CARD_UNAVAILABLE);
    expect(page.querySelector('a')).toBeNull();
  });

  it('allows only its own stylesheet and height script, and any site to frame it', () => {
    const csp = PRICE_CARD_PAGE_HEADERS['content-security-policy'];
    expect(csp).toMatch(/^default-src 'none'; /);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The hashes name exactly the style and script elements the page carries.
    const page = parse(priceCardPage(CARD, SITE));
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toContain(`style-src ${hash(page.querySelector('style')?.textContent ?? '')}`);
    expect(csp).toContain(`script-src ${hash(page.querySelector('script')?.textContent ?? '')};`);
    expect(Object.keys(PRICE_CARD_PAGE_HEADERS)).not.toContain('x-frame-options');
  });
});
