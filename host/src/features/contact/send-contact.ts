import { contactSite, type SiteContactRequest } from '@directpay/contracts';
import { callEndpoint } from '@directpay/shared-ui';

/** POST /contact_us with the API's field names (the original's names did not match, so values were lost). */
export function sendContactMessage(message: SiteContactRequest): Promise<unknown> {
  return callEndpoint(contactSite, { body: message });
}
