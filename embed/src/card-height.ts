/**
 * The iframe card page's one script: it tells the page that frames it how tall the card is, so
 * the snippet's sizer (contracts' priceCardSizerScript) sets the frame to it and the card is never
 * clipped. Sent on load and on every change of size (a narrower frame wraps the rows), with the
 * clinic's id from the body, so the script's text never varies and its hash stays in the CSP.
 * The parent's origin is unknown here (any site embeds the card): the height is no secret.
 */
import { PRICE_CARD_HEIGHT_MESSAGE } from '@directpay/contracts';

export const CARD_HEIGHT_SCRIPT =
  '(function(){var b=document.body,id=b.getAttribute("data-clinic"),last=0;if(!id||window.parent===window)return;' +
  'function send(){var h=Math.ceil(b.getBoundingClientRect().height);if(!h||h===last)return;last=h;' +
  `window.parent.postMessage({type:${JSON.stringify(PRICE_CARD_HEIGHT_MESSAGE)},clinicId:id,height:h},"*")}` +
  'send();addEventListener("load",send);if(window.ResizeObserver)new ResizeObserver(send).observe(b)})()';
