/**
 * The card's one stylesheet, inside its shadow root (the script) or its own page (the iframe).
 * Sizes are in px, not rem: a shadow root's rem is the host page's root font size, which a
 * clinic's site may have set to anything. `:host { all: initial }` stops the page's inherited
 * font, colour and spacing at the card's edge. Colours are the site's theme (shared-ui).
 */
export const CARD_CSS = [
  ':host{all:initial;display:block}',
  '.card{box-sizing:border-box;max-width:512px;padding:12px 16px;border:1px solid #e5e7eb;border-radius:8px;background:#fff;color:#111827;' +
    'font:400 16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;text-align:left;overflow-wrap:anywhere}',
  '.card *{box-sizing:border-box;margin:0;padding:0;font:inherit;color:inherit}',
  '.name{font-weight:700;font-size:18px}',
  '.place,.note,.confirmed,.code{color:#4b5563;font-size:14px}',
  '.prices{list-style:none;margin:8px 0;border-top:1px solid #e5e7eb}',
  '.row{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 12px;padding:6px 0;border-bottom:1px solid #e5e7eb}',
  '.service{flex:1 1 10em;min-width:0}',
  '.code{display:block}',
  '.price{font-weight:700;white-space:nowrap}',
  '.stale{flex-basis:100%;color:#4b5563;font-size:12px;font-style:italic}',
  '.confirmed{margin-top:4px}',
  '.profile{display:inline-block;margin-top:8px;padding:2px 0;color:#115e59;text-decoration:underline}',
  '.profile:focus-visible{outline:2px solid #2563eb;outline-offset:2px}',
].join('\n');
