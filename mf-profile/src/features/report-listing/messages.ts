/** The report dialog's messages, in the dialog's own chunk: profiles load them on the first click. */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('profile.report', english, { es: () => import('./messages/es.json') });
export type ReportMessage = Parameters<typeof t>[0];
