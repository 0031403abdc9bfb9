/** The account area's messages (everything but the clinic and doctor wizards): English bundled, Spanish fetched by Spanish pages. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('account', english, { es: () => import('./messages/es.json') });
