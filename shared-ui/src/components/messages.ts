/**
 * The words of the components only remote pages show (the lightbox, the carousel, the
 * not-found page, a bundle's list, opening hours): a catalog
 * apart from shared-ui's core words, so the host's first script does not carry them. Each app
 * that shows them bundles it; the catalog registers once on the page, whichever comes first.
 */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('ui.components', english, { es: () => import('./messages/es.json') });
