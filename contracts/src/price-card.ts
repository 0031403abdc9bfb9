/**
 * The embeddable price card: where the site serves it and the two snippets a
 * clinic pastes into its own website (a script tag, and an iframe for sites
 * whose Content-Security-Policy refuses other origins' scripts). Plain text
 * work, shared by the host's server, the card itself and the account area.
 */
import { DEFAULT_LOCALE, type Locale } from './locale';

/** The card's script, as the host's server serves it (embed/dist). */
export const PRICE_CARD_SCRIPT_PATH = '/embed/price-card.js';

/** A 24-hex clinic id: anything else is never sent on to the API. */
export const isClinicId = (text: string): boolean => /^[0-9a-f]{24}$/i.test(text);

/** The card as a page of its own, for the iframe. */
export const priceCardPagePath = (clinicId: string): string => `/embed/clinics/${encodeURIComponent(clinicId)}/price-card`;

/** The clinic's public profile on the site. */
export const clinicProfilePath = (clinicId: string): string => `/clinic/${encodeURIComponent(clinicId)}`;

/** What the card says when it has no prices to show: an unknown clinic, a wrong snippet, the site unreachable. */
export const PRICE_CARD_UNAVAILABLE = 'Cash prices are not available right now.';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The message the iframe's card page sends its parent with its height, on load and on every change. */
export const PRICE_CARD_HEIGHT_MESSAGE = 'directpay:price-card-height';
export interface PriceCardHeightMessage {
  type: typeof PRICE_CARD_HEIGHT_MESSAGE;
  /** Which card: several may share a page. */
  clinicId: string;
  /** The card page's height in CSS px. */
  height: number;
}

/** The iframe's height where no script runs (a strict site): a card of about eight prices fits. */
export const PRICE_CARD_FALLBACK_HEIGHT = 480;

/** A JavaScript string literal that cannot end the script element it sits in. */
const jsString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

/**
 * The iframe snippet's script: sets the iframe just before it to the height its card page
 * reports, trusting only a message from that frame, from the site's origin, about this clinic.
 */
export function priceCardSizerScript(siteOrigin: string, clinicId: string): string {
  const site = siteOrigin.replace(/\/$/, '');
  return (
    '(function(f){addEventListener("message",function(e){var d=e.data;' +
    `if(e.origin!==${jsString(site)}||!f||e.source!==f.contentWindow||!d||d.type!==${jsString(PRICE_CARD_HEIGHT_MESSAGE)}` +
    `||d.clinicId!==${jsString(clinicId)}||typeof d.height!=="number"||!(d.height>0&&d.height<1e5))return;` +
    'f.style.height=Math.ceil(d.height)+"px"})})(document.currentScript&&document.currentScript.previousElementSibling)'
  );
}

/**
 * The snippets of one clinic, with the site's origin (`https://directpay.example`). `lang` is the
 * card's language: English (the default) adds nothing; another adds `data-lang` to the script and
 * `?lang=` to the frame's page.
 */
export function priceCardSnippets(siteOrigin: string, clinicId: string, clinicName: string, lang: Locale = DEFAULT_LOCALE): { script: string; iframe: string } {
  const site = siteOrigin.replace(/\/$/, '');
  const other = lang !== DEFAULT_LOCALE;
  const title = lang === 'es' ? `Precios en efectivo de ${clinicName}` : `Cash prices of ${clinicName}`;
  return {
    script: `<script src="${attribute(site + PRICE_CARD_SCRIPT_PATH)}" data-clinic="${attribute(clinicId)}"${other ? ` data-lang="${lang}"` : ''} async></script>`,
    // Sandboxed: the page may run its own script (its height, sent to this page) with its own origin, which the sizer
    // checks; a click on its link may still open the profile in the same tab. Without script the frame keeps its height.
    iframe:
      `<iframe src="${attribute(site + priceCardPagePath(clinicId) + (other ? `?lang=${lang}` : ''))}" title="${attribute(title)}" ` +
      `width="100%" height="${PRICE_CARD_FALLBACK_HEIGHT}" loading="lazy" style="border:0;max-width:32rem" ` +
      'sandbox="allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation"></iframe>' +
      `<script>${priceCardSizerScript(site, clinicId)}</script>`,
  };
}
