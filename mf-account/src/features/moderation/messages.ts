/** The moderation page's and the owner's decision messages: English bundled, Spanish fetched by Spanish pages. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('account.moderation', english, { es: () => import('./messages/es.json') });
export type ModerationMessage = Parameters<typeof t>[0];
