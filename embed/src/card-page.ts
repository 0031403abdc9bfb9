/**
 * The card as a page of its own, for the iframe snippet: rendered by the host's server, with one
 * script (its height to the framing page, card-height.ts) and a Content-Security-Policy that
 * allows nothing but its own stylesheet and that script while letting any site frame it. Sites
 * whose policy refuses other origins' scripts use this one.
 */
import { createHash } from 'node:crypto';
import type { Locale, PriceCard } from '@directpay/contracts';
import { cardHtml } from './card-html';
import { CARD_HEIGHT_SCRIPT } from './card-height';
import { CARD_CSS } from './card-style';
import { messageTree, priceCardTree } from './card-view';
import { cardWords } from './card-words';

const PAGE_CSS = `${CARD_CSS}\nbody{margin:0;background:transparent}`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page's headers: only its own inline stylesheet and height script (by hash), framed by anyone, no cookie. */
export const PRICE_CARD_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    `style-src ${sha256(PAGE_CSS)}`,
    `script-src ${sha256(CARD_HEIGHT_SCRIPT)}`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The whole page: the clinic's card, or the quiet message when there is none (`card` null), in the snippet's language (`?lang=`). */
export function priceCardPage(card: PriceCard | null, siteOrigin: string, now: Date = new Date(), locale?: Locale): string {
  const words = cardWords(locale);
  const tree = card ? priceCardTree(card, siteOrigin, { now, linkTarget: '_top', locale }) : messageTree(undefined, locale);
  const title = `${card ? words.cashPricesOf(card.name) : words.cashPrices} | DirectPay Clinics`;
  return [
    '<!doctype html>',
    `<html lang="${words.lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escape(title)}</title>`,
    `<style>${PAGE_CSS}</style>`,
    '</head>',
    // The clinic's id tells the framing page which card reports its height (none for the quiet message).
    `<body${card ? ` data-clinic="${escape(card.id).replace(/"/g, '&quot;')}"` : ''}>${cardHtml(tree)}`,
    `<script>${CARD_HEIGHT_SCRIPT}</script>`,
    '</body></html>',
  ].join('\n');
}
