/** The clinic wizard's and the doctors screens' messages: English bundled, Spanish fetched by Spanish pages. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('account.wizard', english, { es: () => import('./messages/es.json') });
