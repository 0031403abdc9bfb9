/** The NPI checks' words (the owner's side of verified providers): English bundled, Spanish fetched by Spanish pages. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('account.npi', english, { es: () => import('./messages/es.json') });

export type NpiMessageKey = keyof typeof english;
