/**
 * Maps an API error message to the wizard step (and form field) it concerns.
 * The API names the field first: 'jsonPayload/detail/website must be ...',
 * 'image1 is larger than 10 MB.' (see api/README.md, owner API).
 */
export interface ServerErrorPlace {
  step: number;
  /** The form path to mark, when the message names one the form has. */
  field?: string;
}

const STEP_OF_DETAIL: Record<string, number> = {
  name: 1,
  website: 2,
  emailAddress: 2,
  phoneNumber: 2,
  acceptingNewPatients: 2,
  description: 5,
};

const STEP_OF_TOP: Record<string, number> = {
  categoryId: 1,
  images: 3,
  address: 4,
  insurances: 6,
  services: 7,
  otherServices: 7,
  specialties: 8,
  hours: 9,
};

export function placeOfServerError(message: string): ServerErrorPlace {
  if (/^image\d+\b/.test(message)) return { step: 3, field: 'images' };
  const match = /^jsonPayload\/([A-Za-z0-9/]+)/.exec(message);
  if (!match) return { step: 10 };
  const [top, second] = match[1].split('/');
  if (top === 'detail' && second && STEP_OF_DETAIL[second]) return { step: STEP_OF_DETAIL[second], field: `detail.${second}` };
  const step = STEP_OF_TOP[top];
  if (!step) return { step: 10 };
  // Service rows are saved filtered (only enabled ones), so their indexes differ from the form's: mark the step only.
  if (top === 'address' || top === 'hours') return { step, field: second ? `${top}.${second}` : undefined };
  if (top === 'categoryId' || top === 'images') return { step, field: top };
  return { step };
}

/** The API message without its 'jsonPayload/' prefix, readable on its step. */
export function readableServerMessage(message: string): string {
  return message.replace(/^jsonPayload\//, '');
}
