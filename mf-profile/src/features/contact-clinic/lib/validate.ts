import { CONTACT_MESSAGE_MAX } from '@directpay/contracts';

export interface MessageFields {
  name: string;
  emailAddress: string;
  message: string;
}

export type MessageErrors = Partial<Record<keyof MessageFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same rules the API applies, checked before anything is sent. */
export function validateMessage(fields: MessageFields): MessageErrors {
  const errors: MessageErrors = {};
  if (!fields.name.trim()) errors.name = 'Please enter your name.';
  else if (fields.name.length > 200) errors.name = 'Your name can be at most 200 characters.';
  if (!fields.emailAddress.trim()) errors.emailAddress = 'Please enter your email address.';
  else if (!EMAIL.test(fields.emailAddress.trim())) errors.emailAddress = 'Please enter a valid email address, like name@example.com.';
  if (!fields.message.trim()) errors.message = 'Please enter a message.';
  else if (fields.message.length > CONTACT_MESSAGE_MAX) errors.message = `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`;
  return errors;
}
