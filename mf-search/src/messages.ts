/** The search remote's messages (the search page, its map and cards, the compare page): English bundled, Spanish fetched by Spanish pages. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('search', english, { es: () => import('./messages/es.json') });

/** The English text of a message: the wording tests and fixed exports hold to. */
export const englishText = (key: keyof typeof english): string => english[key];
