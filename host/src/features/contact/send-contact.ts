import { apiFetch } from '@directpay/shared-ui';
import type { SiteContactRequest } from '@directpay/contracts';

/** POST /contact_us with the API's field names (the original's names did not match, so values were lost). */
export function sendContactMessage(message: SiteContactRequest): Promise<unknown> {
  return apiFetch('/contact_us', { method: 'POST', body: message });
}
