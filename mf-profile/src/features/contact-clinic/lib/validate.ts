import { CONTACT_MESSAGE_MAX, ClinicContactRequest } from '@directpay/contracts';
import { contractResolver } from '@directpay/shared-ui/forms';
import { missingOrWrong } from '#src/lib/form-words';

export interface MessageFields {
  name: string;
  emailAddress: string;
  message: string;
}

/** What the API receives: the name and address trimmed, the message as typed. */
export const toContactRequest = (fields: MessageFields): ClinicContactRequest => ({
  name: fields.name.trim(),
  emailAddress: fields.emailAddress.trim(),
  message: fields.message,
});

/** The API's ClinicContactRequest checks, in the dialog's words, before anything is sent. */
export const messageResolver = contractResolver<MessageFields, typeof ClinicContactRequest>({
  schema: ClinicContactRequest,
  toInput: toContactRequest,
  messages: {
    name: missingOrWrong('form.nameMissing', 'form.nameTooLong'),
    emailAddress: missingOrWrong('form.emailMissing', 'form.emailWrong'),
    message: missingOrWrong('contact.messageMissing', 'contact.messageTooLong', { max: CONTACT_MESSAGE_MAX }),
  },
});
