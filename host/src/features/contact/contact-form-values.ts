import { checkPhone, CONTACT_MESSAGE_MAX, invalidPhoneText, SiteContactRequest, type PhoneRegion } from '@directpay/contracts';
import { contractTextNow } from '@directpay/shared-ui/contract-text';
import { contractResolver, type FormIssue } from '@directpay/shared-ui/forms';
import { EMAIL_MESSAGE, missingOrWords } from '#src/components/validation';
import { t } from './messages';

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

/** The phone against its region, and the privacy switch, which only the form has. */
function contactChecks(values: ContactFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const phone = checkPhone(values.phone_number, values.phone_region);
  if (!phone.ok) issues.push({ field: 'phone_number', message: contractTextNow()(invalidPhoneText(values.phone_region)) });
  if (!values.privacy) issues.push({ field: 'privacy', message: t('privacyMissing') });
  return issues;
}

/** The API's SiteContactRequest checks plus the form's own, in the form's words. */
export const contactResolver = contractResolver<ContactFormValues, typeof SiteContactRequest>({
  schema: SiteContactRequest,
  toInput: toContactRequest,
  messages: {
    first_name: () => t('firstNameMissing'),
    last_name: () => t('lastNameMissing'),
    email_address: EMAIL_MESSAGE,
    message: missingOrWords(
      () => t('messageMissing'),
      () => t('messageLong', { max: CONTACT_MESSAGE_MAX }),
    ),
  },
  check: contactChecks,
});
