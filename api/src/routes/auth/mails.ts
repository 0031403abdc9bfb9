/**
 * The mails of sign-up and email confirmation (sent through the mailer plugin; .eml files in
 * development), in the language of the page the account signed up on; links open that language's pages.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@directpay/contracts';
import { translatorFor } from '#src/lib/i18n';
import type { SignUpOutcome } from '#src/repositories/users/users-repository';

const site = (fastify: FastifyInstance) => fastify.config.siteOrigins[0] ?? 'http://localhost:3000';

export const confirmationLink = (fastify: FastifyInstance, token: string, locale?: Locale) =>
  `${site(fastify)}${translatorFor(locale).path(`/confirm-email?token=${encodeURIComponent(token)}`)}`;

export function confirmationMail(fastify: FastifyInstance, email: string, token: string, locale?: Locale) {
  const { t } = translatorFor(locale);
  return {
    to: email,
    replyTo: fastify.config.siteEmail,
    subject: t('auth.confirm.subject'),
    text: [t('auth.confirm.intro'), '', confirmationLink(fastify, token, locale), '', t('auth.confirm.expiry')].join('\n'),
  };
}

/** Someone signed up with an address that already has an account: tell its owner, change nothing. */
export function alreadyRegisteredMail(fastify: FastifyInstance, outcome: Extract<SignUpOutcome, { status: 'registered' }>, locale?: Locale) {
  const { t, path } = translatorFor(locale);
  const methods = outcome.hasPassword && outcome.hasGoogle ? 'both' : outcome.hasPassword ? 'password' : outcome.hasGoogle ? 'google' : 'none';
  return {
    to: outcome.email,
    replyTo: fastify.config.siteEmail,
    subject: t('auth.registered.subject'),
    text: [t('auth.registered.intro'), '', t('auth.registered.login', { methods, link: `${site(fastify)}${path('/login')}` }), '', t('auth.registered.ignore')].join('\n'),
  };
}
