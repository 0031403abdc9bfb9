/** The profile remote's messages (profiles, prices, dialogs, estimates): English bundled, Spanish fetched by Spanish pages. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('profile', english, { es: () => import('./messages/es.json') });
