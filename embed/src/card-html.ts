/** The card as HTML text, for the iframe's page rendered by the host's server: every text and attribute escaped. */
import type { CardNode } from './card-view';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function cardHtml(card: CardNode): string {
  const attrs = Object.entries(card.attrs ?? {})
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  const inner = `${card.text !== undefined ? escape(card.text) : ''}${(card.children ?? []).map(cardHtml).join('')}`;
  return `<${card.tag} class="${escape(card.className)}"${attrs}>${inner}</${card.tag}>`;
}
