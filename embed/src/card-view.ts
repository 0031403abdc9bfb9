/**
 * What a price card shows, worked out once from the API's answer, and the card as a small
 * tree that both the script (as DOM, card-dom.ts) and the iframe's page (as escaped HTML,
 * card-html.ts) draw: one card, two ways of putting it on a page.
 */
import {
  MAY_BE_OUT_OF_DATE,
  PRICE_CARD_UNAVAILABLE,
  cityState,
  clinicProfilePath,
  formatPrice,
  clinicPriceStampOf,
  clinicStampText,
  isPriceStale,
  priceDateOf,
  type PriceCard,
} from '@directpay/contracts';

/** An element of the card: text is always text, never markup. */
export interface CardNode {
  tag: 'section' | 'p' | 'ul' | 'li' | 'span' | 'a';
  className: string;
  text?: string;
  attrs?: Record<string, string>;
  children?: CardNode[];
}

export const NO_PRICES_YET = 'No cash prices are listed yet.';
export const LOADING = 'Loading cash prices…';
export const PROFILE_LINK = 'See the full profile on DirectPay Clinics';

const node = (tag: CardNode['tag'], className: string, text?: string, children?: CardNode[]): CardNode => ({ tag, className, text, children });

/** One priced service: its words and billing code, the price, and the stale mark after 12 months. */
function row(service: PriceCard['services'][number], now: Date): CardNode {
  const code = service.code && service.codeSystem ? [node('span', 'code', `${service.codeSystem} ${service.code}`)] : [];
  return node('li', 'row', undefined, [
    node('span', 'service', undefined, [node('span', 'description', service.description), ...code]),
    node('span', 'price', formatPrice(service.price)),
    ...(isPriceStale(priceDateOf(service), now) ? [node('span', 'stale', MAY_BE_OUT_OF_DATE)] : []),
  ]);
}

/** The card's line under its prices: where the stalest price stands; none without prices. */
function stampLine(card: PriceCard): CardNode[] {
  const stamp = clinicPriceStampOf({ services: card.services, otherServices: [] });
  return stamp ? [node('p', 'confirmed', clinicStampText(stamp))] : [];
}

/**
 * The card of a clinic. `linkTarget` is where the profile link opens: the page itself for the
 * script's card, `_top` from inside the iframe.
 */
export function priceCardTree(card: PriceCard, siteOrigin: string, { now = new Date(), linkTarget }: { now?: Date; linkTarget?: '_top' } = {}): CardNode {
  const place = cityState(card);
  const link: CardNode = {
    tag: 'a',
    className: 'profile',
    text: PROFILE_LINK,
    attrs: { href: `${siteOrigin.replace(/\/$/, '')}${clinicProfilePath(card.id)}`, ...(linkTarget ? { target: linkTarget } : {}) },
  };
  return {
    tag: 'section',
    className: 'card',
    attrs: { 'aria-label': `Cash prices of ${card.name}` },
    children: [
      node('p', 'name', card.name),
      ...(place ? [node('p', 'place', place)] : []),
      card.services.length > 0 ? node('ul', 'prices', undefined, card.services.map((service) => row(service, now))) : node('p', 'note', NO_PRICES_YET),
      // Confirmed, from the clinic's price file, or never confirmed: the card says which (price-stamp.ts).
      ...stampLine(card),
      link,
    ],
  };
}

/** A quiet line in place of the card: while it loads, or when there is nothing to show (an unknown clinic, a wrong snippet, no network). */
export function messageTree(text: string = PRICE_CARD_UNAVAILABLE): CardNode {
  return { tag: 'section', className: 'card', attrs: { 'aria-label': 'Cash prices', 'aria-live': 'polite' }, children: [node('p', 'note', text)] };
}
