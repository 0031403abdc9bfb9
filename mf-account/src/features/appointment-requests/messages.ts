/** The Requests page's and the appointment metrics' messages: English bundled, Spanish fetched by Spanish pages. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('account.requests', english, { es: () => import('./messages/es.json') });
