/** What the host's server takes from this workspace: the iframe's page. The browser's script is src/price-card.ts. */
export * from './card-page';
export { cardLocale } from './card-words';
export { CARD_HEIGHT_SCRIPT } from './card-height';
