/**
 * What a price card shows, worked out once from the API's answer, and the card as a small
 * tree that both the script (as DOM, card-dom.ts) and the iframe's page (as escaped HTML,
 * card-html.ts) draw: one card, two ways of putting it on a page.
 */
import { cityState, clinicProfilePath, clinicPriceStampOf, isPriceStale, localizedPath, priceDateOf, type Locale, type PriceCard } from '@directpay/contracts';
import { cardWords, type CardWords } from './card-words';

/** An element of the card: text is always text, never markup. */
export interface CardNode {
  tag: 'section' | 'p' | 'ul' | 'li' | 'span' | 'a';
  className: string;
  text?: string;
  attrs?: Record<string, string>;
  children?: CardNode[];
}

export const NO_PRICES_YET = cardWords().noPrices;
export const LOADING = cardWords().loading;
export const PROFILE_LINK = cardWords().profileLink;

const node = (tag: CardNode['tag'], className: string, text?: string, children?: CardNode[]): CardNode => ({ tag, className, text, children });

/** One priced service: its words and billing code, the price, and the stale mark after 12 months. */
function row(service: PriceCard['services'][number], now: Date, words: CardWords): CardNode {
  const code = service.code && service.codeSystem ? [node('span', 'code', `${service.codeSystem} ${service.code}`)] : [];
  return node('li', 'row', undefined, [
    node('span', 'service', undefined, [node('span', 'description', service.description), ...code]),
    node('span', 'price', words.price(service.price)),
    ...(isPriceStale(priceDateOf(service), now) ? [node('span', 'stale', words.mayBeOutOfDate)] : []),
  ]);
}

/** The card's line under its prices: where the stalest price stands; none without prices. */
function stampLine(card: PriceCard, words: CardWords): CardNode[] {
  const stamp = clinicPriceStampOf({ services: card.services, otherServices: [] });
  return stamp ? [node('p', 'confirmed', words.stamp(stamp))] : [];
}

/**
 * The card of a clinic. `linkTarget` is where the profile link opens: the page itself for the
 * script's card, `_top` from inside the iframe. `locale` is the snippet's language: the card's
 * words, its prices and dates, and the profile it links to.
 */
export function priceCardTree(
  card: PriceCard,
  siteOrigin: string,
  { now = new Date(), linkTarget, locale }: { now?: Date; linkTarget?: '_top'; locale?: Locale } = {},
): CardNode {
  const words = cardWords(locale);
  const place = cityState(card);
  const link: CardNode = {
    tag: 'a',
    className: 'profile',
    text: words.profileLink,
    attrs: { href: `${siteOrigin.replace(/\/$/, '')}${localizedPath(clinicProfilePath(card.id), words.lang)}`, ...(linkTarget ? { target: linkTarget } : {}) },
  };
  return {
    tag: 'section',
    className: 'card',
    attrs: { 'aria-label': words.cashPricesOf(card.name), lang: words.lang },
    children: [
      node('p', 'name', card.name),
      ...(place ? [node('p', 'place', place)] : []),
      card.services.length > 0 ? node('ul', 'prices', undefined, card.services.map((service) => row(service, now, words))) : node('p', 'note', words.noPrices),
      // Confirmed, from the clinic's price file, or never confirmed: the card says which (price-stamp.ts).
      ...stampLine(card, words),
      link,
    ],
  };
}

/** A quiet line in place of the card: while it loads, or when there is nothing to show (an unknown clinic, a wrong snippet, no network). */
export function messageTree(text?: string, locale?: Locale): CardNode {
  const words = cardWords(locale);
  return { tag: 'section', className: 'card', attrs: { 'aria-label': words.cashPrices, 'aria-live': 'polite', lang: words.lang }, children: [node('p', 'note', text ?? words.unavailable)] };
}
