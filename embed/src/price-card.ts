/**
 * The card's script: `<script src="<site>/embed/price-card.js" data-clinic="<id>" async>`.
 * `document.currentScript` is this tag while the script first runs (async included), and
 * nothing else of the page is read.
 */
import { mountPriceCard } from './mount';

const script = document.currentScript;
if (script instanceof HTMLScriptElement) void mountPriceCard(script);
