/** The mails of sign-up and email confirmation (sent through the mailer plugin; .eml files in development). */
import type { FastifyInstance } from 'fastify';
import type { SignUpOutcome } from '#src/repositories/users/users-repository';

const site = (fastify: FastifyInstance) => fastify.config.siteOrigins[0] ?? 'http://localhost:3000';

export const confirmationLink = (fastify: FastifyInstance, token: string) => `${site(fastify)}/confirm-email?token=${encodeURIComponent(token)}`;

export function confirmationMail(fastify: FastifyInstance, email: string, token: string) {
  return {
    to: email,
    replyTo: fastify.config.siteEmail,
    subject: 'Confirm your email for DirectPay Clinics',
    text: [
      'Open this link to confirm your email address, so that you can list your clinics:',
      '',
      confirmationLink(fastify, token),
      '',
      'The link works once, for 48 hours. If you did not sign up for DirectPay Clinics, ignore this message: the account stays unconfirmed and cannot list clinics.',
    ].join('\n'),
  };
}

/** Someone signed up with an address that already has an account: tell its owner, change nothing. */
export function alreadyRegisteredMail(fastify: FastifyInstance, outcome: Extract<SignUpOutcome, { status: 'registered' }>) {
  const how = [outcome.hasPassword && 'with your password', outcome.hasGoogle && 'with Google'].filter(Boolean).join(' or ');
  return {
    to: outcome.email,
    replyTo: fastify.config.siteEmail,
    subject: 'Someone tried to sign up with your email on DirectPay Clinics',
    text: [
      'Someone (perhaps you) tried to create a DirectPay Clinics account with this email address, which already has an account. Nothing was changed.',
      '',
      `To use your account, log in ${how || 'as before'}: ${site(fastify)}/login`,
      '',
      'If this was not you, you can ignore this message.',
    ].join('\n'),
  };
}
