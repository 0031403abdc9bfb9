import type { SiteContactRequest } from '@directpay/contracts';
import { checkPhone, type PhoneRegion } from './phone';

export interface ContactFormValues {
  first_name: string;
  last_name: string;
  company: string;
  email_address: string;
  phone_region: PhoneRegion;
  phone_number: string;
  message: string;
  privacy: boolean;
}

export const EMPTY_CONTACT: ContactFormValues = {
  first_name: '',
  last_name: '',
  company: '',
  email_address: '',
  phone_region: 'US',
  phone_number: '',
  message: '',
  privacy: false,
};

/** What the API receives: every typed value, trimmed, the phone in international form. */
export function toContactRequest(values: ContactFormValues): SiteContactRequest {
  const phone = checkPhone(values.phone_number, values.phone_region);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    company: values.company.trim(),
    email_address: values.email_address.trim(),
    phone_number: phone.ok ? phone.international : values.phone_number.trim(),
    message: values.message.trim(),
  };
}
