/**
 * The words of the components only remote pages and standalone pages show (the lightbox, the
 * carousel, the not-found page, a bundle's list, the standalone shell): a catalog apart from
 * shared-ui's core words, so the host's first script does not carry them.
 */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('ui.components', english, { es: () => import('./messages/es.json') });
