/**
 * The embeddable price card: where the site serves it and the two snippets a
 * clinic pastes into its own website (a script tag, and an iframe for sites
 * whose Content-Security-Policy refuses other origins' scripts). Plain text
 * work, shared by the host's server, the card itself and the account area.
 */

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

/** The snippets of one clinic, with the site's origin (`https://directpay.example`). */
export function priceCardSnippets(siteOrigin: string, clinicId: string, clinicName: string): { script: string; iframe: string } {
  const site = siteOrigin.replace(/\/$/, '');
  return {
    script: `<script src="${attribute(site + PRICE_CARD_SCRIPT_PATH)}" data-clinic="${attribute(clinicId)}" async></script>`,
    // Sandboxed: the page runs no script; a click on its link may still open the profile in the same tab.
    iframe:
      `<iframe src="${attribute(site + priceCardPagePath(clinicId))}" title="${attribute(`Cash prices of ${clinicName}`)}" ` +
      'width="100%" height="480" loading="lazy" style="border:0;max-width:32rem" ' +
      'sandbox="allow-popups allow-top-navigation-by-user-activation"></iframe>',
  };
}
