/** The card drawn with DOM calls: every text goes in as textContent, so a clinic's words are never markup. */
import { CARD_CSS } from './card-style';
import type { CardNode } from './card-view';

function toElement(card: CardNode): HTMLElement {
  const element = document.createElement(card.tag);
  element.className = card.className;
  for (const [name, value] of Object.entries(card.attrs ?? {})) element.setAttribute(name, value);
  if (card.text !== undefined) element.textContent = card.text;
  for (const child of card.children ?? []) element.append(toElement(child));
  return element;
}

/** Replaces what the shadow root shows with the card and its stylesheet. */
export function drawCard(root: ShadowRoot, card: CardNode): void {
  const style = document.createElement('style');
  style.textContent = CARD_CSS;
  root.replaceChildren(style, toElement(card));
}
