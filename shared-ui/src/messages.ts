/**
 * shared-ui's core words (dialogs, notices, loading, the API client's notices; the
 * components' own are in components/messages.ts): English bundled, Spanish fetched by Spanish pages. Through the package name,
 * so it is the page's one shared i18n instance, not a copy inside this entry point.
 */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('ui', english, { es: () => import('./messages/es.json') });
