/**
 * Puts a clinic's price card on the page right after the script tag that asked for it.
 *
 * It reads only its own tag: `src` (the site it came from), `data-clinic` and `data-lang` (the
 * card's language, English unless 'es'). It asks the
 * site's run-time configuration where the API is, then the API for the card, both without
 * credentials or referrer, and draws into a shadow root, so the page's styles cannot reach the
 * card and the card's cannot reach the page. Whatever fails, the card says so quietly and
 * nothing is thrown into the page.
 */
import { endpointPath, getPriceCard, isClinicId, type PriceCard } from '@directpay/contracts';
import { drawCard } from './card-dom';
import { messageTree, priceCardTree } from './card-view';
import { cardLocale, cardWords } from './card-words';

/** The card's element in the page: a name of its own, so the page's `div` or `section` rules do not match it. */
export const CARD_ELEMENT = 'directpay-price-card';

// No cookie goes out and no page address is told: the card is the same for every visitor.
const REQUEST: RequestInit = { credentials: 'omit', referrerPolicy: 'no-referrer', mode: 'cors' };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, REQUEST);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The card of `script`'s clinic, once drawn (or its quiet message). */
export async function mountPriceCard(script: HTMLScriptElement): Promise<ShadowRoot> {
  const host = document.createElement(CARD_ELEMENT);
  // Pasted into the head, where nothing is drawn: the card goes at the end of the page instead.
  if (script.closest('head')) document.body.append(host);
  else script.after(host);
  const root = host.attachShadow({ mode: 'open' });
  const locale = cardLocale(script.getAttribute('data-lang'));
  drawCard(root, messageTree(cardWords(locale).loading, locale));
  const id = script.getAttribute('data-clinic') ?? '';
  try {
    const site = new URL(script.src).origin;
    if (!isClinicId(id)) throw new Error(`data-clinic is not a clinic id: ${JSON.stringify(id.slice(0, 40))}`);
    const { apiUrl } = await getJson<{ apiUrl: string }>(`${site}/config.json`);
    const { result } = await getJson<{ result: PriceCard }>(`${apiUrl.replace(/\/$/, '')}${endpointPath(getPriceCard.path, { id })}`);
    drawCard(root, priceCardTree(result, site, { locale }));
  } catch (error) {
    drawCard(root, messageTree(undefined, locale));
    // For the clinic's web developer: a warning, not an error the page would report.
    console.warn('[DirectPay price card]', error instanceof Error ? error.message : error);
  }
  return root;
}
