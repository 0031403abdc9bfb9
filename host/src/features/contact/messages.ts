/** The contact page's messages: loaded with that page only. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('host.contact', english, { es: () => import('./messages/es.json') });
