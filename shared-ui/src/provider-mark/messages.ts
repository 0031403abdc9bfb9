/**
 * The "Verified provider" mark's words: a catalog of the provider-mark entry point, so only the
 * pages that can show the mark (a profile, the search) carry them.
 */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('ui.provider-mark', english, { es: () => import('./messages/es.json') });
