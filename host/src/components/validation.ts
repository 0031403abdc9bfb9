/**
 * Field checks shared by the host's forms. Each returns true or the message a
 * user sees under the field (react-hook-form's `validate` contract).
 */
export type Check = (value: string) => true | string;

// Deliberately simple: the API validates strictly; this catches typos before sending.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  (message: string): Check =>
  (value) =>
    value.trim() !== '' || message;

export const validEmail: Check = (value) => {
  if (value.trim() === '') return 'Please enter your email address.';
  return EMAIL.test(value.trim()) || 'Please enter a valid email address, like name@example.com.';
};
