/**
 * The bot check of every public form that mails someone (messages, price
 * reports): with RECAPTCHA_SECRET set the token is required and verified;
 * unset (development, tests) it is skipped. Errors name the field.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './http-errors';
import { verifyRecaptcha } from './recaptcha';

export async function checkBot(fastify: FastifyInstance, request: FastifyRequest, token: string | undefined): Promise<void> {
  const secret = fastify.config.recaptchaSecret;
  if (!secret) return;
  if (!token) throw badRequest('body/recaptchaToken is required.', '/body/recaptchaToken');
  let human: boolean;
  try {
    human = await verifyRecaptcha(secret, token, request.ip);
  } catch (error) {
    request.log.error(error, 'reCAPTCHA verification failed');
    throw new HttpError(503, 'The bot check is unavailable right now; please try again in a few minutes.');
  }
  if (!human) throw badRequest('body/recaptchaToken did not pass the bot check; please try again.', '/body/recaptchaToken');
}
