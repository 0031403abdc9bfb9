/**
 * Email confirmation and session control: sign-up answers every
 * address alike, a password account confirms its email through a mailed link,
 * and an owner can end every session of the account.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MIN_LENGTH } from '../limits';

/** POST /auth/signup answers this for a new and a registered address alike (202). */
export const SignupAccepted = Type.Object({ status: Type.Literal('check_email'), email: Type.String() });
export type SignupAccepted = Static<typeof SignupAccepted>;

/** POST /auth/confirm-email: the token from the mailed link (`/confirm-email?token=...`). */
export const ConfirmEmailRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type ConfirmEmailRequest = Static<typeof ConfirmEmailRequest>;
export const ConfirmEmailResponse = Type.Object({ email: Type.String() });
export type ConfirmEmailResponse = Static<typeof ConfirmEmailResponse>;

/** GET /auth/session: who the session token belongs to, read fresh from the database. */
export const SessionInfo = Type.Object({
  userId: Type.String(),
  accountId: Type.String(),
  email: Type.String(),
  /** false: a password account that has not opened its confirmation link; it cannot list clinics. */
  emailConfirmed: Type.Boolean(),
  /** true: the account signs in with a password, which the owner can change (POST /auth/password). */
  hasPassword: Type.Boolean(),
  /** true: the account may moderate listings (the moderation page and routes); absent: it may not. */
  administrator: Type.Optional(Type.Boolean()),
});
export type SessionInfo = Static<typeof SessionInfo>;

/** POST /auth/confirmation: mails a new confirmation link (202), or says the email is already confirmed (200). */
export const ConfirmationSent = Type.Object({ status: Type.Union([Type.Literal('check_email'), Type.Literal('already_confirmed')]), email: Type.String() });
export type ConfirmationSent = Static<typeof ConfirmationSent>;

/** The 403 an unconfirmed account gets from the account routes. */
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Confirm your email address before listing clinics: open the link we emailed you, or ask for a new one.';

/** POST /auth/password: answers a new session token (LoginResponse); every other session ends. */
export const ChangePasswordRequest = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;
