/**
 * The card as a page of its own, for the iframe snippet: rendered by the host's server, no
 * script at all, and a Content-Security-Policy that allows nothing but its own stylesheet while
 * letting any site frame it. Sites whose policy refuses other origins' scripts use this one.
 */
import { createHash } from 'node:crypto';
import type { PriceCard } from '@directpay/contracts';
import { cardHtml } from './card-html';
import { CARD_CSS } from './card-style';
import { messageTree, priceCardTree } from './card-view';

const PAGE_CSS = `${CARD_CSS}\nbody{margin:0;background:transparent}`;

/** The page's headers: only its own inline stylesheet (by hash), no script, framed by anyone, no cookie. */
export const PRICE_CARD_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(PAGE_CSS).digest('base64')}'`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The whole page: the clinic's card, or the quiet message when there is none (`card` null). */
export function priceCardPage(card: PriceCard | null, siteOrigin: string, now: Date = new Date()): string {
  const tree = card ? priceCardTree(card, siteOrigin, { now, linkTarget: '_top' }) : messageTree();
  const title = card ? `Cash prices of ${card.name} | DirectPay Clinics` : 'Cash prices | DirectPay Clinics';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escape(title)}</title>`,
    `<style>${PAGE_CSS}</style>`,
    `</head><body>${cardHtml(tree)}</body></html>`,
  ].join('\n');
}
