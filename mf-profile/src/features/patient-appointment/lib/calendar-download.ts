import { getAppointmentCalendar } from '@directpay/contracts';
import { ApiRequestError, apiUrl, endpointUrl } from '@directpay/shared-ui';
import { t } from '#src/features/appointment-request/messages';

export const calendarUrl = (token: string): string => apiUrl(endpointUrl(getAppointmentCalendar, { params: { token } }));

/** Saves the .ics as a file: the API is on another origin, where a link's `download` is ignored. */
export async function downloadCalendar(token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(calendarUrl(token));
  } catch {
    throw new ApiRequestError(0, t('appointment.calendarFailed'));
  }
  if (!response.ok) throw new ApiRequestError(response.status, t('appointment.calendarFailed'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'appointment.ics';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
