/**
 * The words of the shell a remote runs in on its own and of its development sign-in: a catalog
 * of their own, so no page inside the host carries them.
 */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('ui.standalone', english, { es: () => import('./messages/es.json') });
