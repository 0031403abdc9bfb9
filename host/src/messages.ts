/** The host's messages (header, footer, the home page, notices): English bundled, Spanish fetched by Spanish pages. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export type HostMessage = keyof typeof english;

export const { useMessages, t } = defineMessages('host', english, { es: () => import('./messages/es.json') });
