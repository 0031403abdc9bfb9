/**
 * The patient's estimate page's messages (the estimate, its PDF and "Check my bill"), in that
 * page's chunks: a profile shows none of them.
 */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('profile.estimate', english, { es: () => import('./messages/es.json') });
