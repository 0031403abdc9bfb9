/** The sign-in, sign-up and confirmation pages' messages: loaded with those pages only, never on the home page. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const AUTH_ENGLISH = english;

export const { useMessages, t } = defineMessages('host.auth', english, { es: () => import('./messages/es.json') });
