/**
 * The appointment pages' messages (the request form, the patient's page, the clinic's answer page), in
 * those pages' chunks: a profile shows only the "Request an appointment" box, whose words are the remote's.
 */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export const { useMessages, t } = defineMessages('profile.appointment', english, { es: () => import('./messages/es.json') });
export type AppointmentMessage = Parameters<typeof t>[0];
