import { getPatientEstimatePdf } from '@directpay/contracts';
import { ApiRequestError, apiUrl, endpointUrl } from '@directpay/shared-ui';
import { t } from '#src/features/patient-estimate/messages';

/** The PDF's address at the API (it answers inline, so a plain link opens it in a new tab). */
export const estimatePdfUrl = (token: string): string => apiUrl(endpointUrl(getPatientEstimatePdf, { params: { token } }));

/**
 * Saves the PDF as a file. The API is on another origin, where a link's `download`
 * is ignored, so the file is read and handed to the browser as a local one.
 */
export async function downloadEstimatePdf(token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(estimatePdfUrl(token));
  } catch {
    throw new ApiRequestError(0, t('view.pdfUnreachable'));
  }
  if (!response.ok) throw new ApiRequestError(response.status, t(response.status === 404 ? 'view.pdfGone' : 'view.pdfRetry'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'good-faith-estimate.pdf';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
