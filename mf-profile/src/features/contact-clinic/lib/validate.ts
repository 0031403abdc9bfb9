import { CONTACT_MESSAGE_MAX, ClinicContactRequest } from '@directpay/contracts';
import { contractResolver, missingOr } from '@directpay/shared-ui/forms';

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
    name: missingOr('Please enter your name.', 'Your name can be at most 200 characters.'),
    emailAddress: missingOr('Please enter your email address.', 'Please enter a valid email address, like name@example.com.'),
    message: missingOr('Please enter a message.', `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`),
  },
});
