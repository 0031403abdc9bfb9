/**
 * One answer for every failure: `{ statusCode, error, message, field? }`
 * (contracts' ApiErrorBody). HttpError carries its own status and field; Ajv's
 * errors arrive already as HttpError (lib/validation.ts); what the body parsers
 * throw is described by request-errors; Fastify's and plugins' own 4xx pass
 * their message on; anything else is a 500 that says nothing internal.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiErrorBody } from '@directpay/contracts';
import { HttpError } from './http-errors';
import { isDatabaseWriteUnavailable, WRITE_UNAVAILABLE } from './database-errors';
import { describeRequestError } from './request-errors';

export function errorBody(statusCode: number, message: string, field?: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

/** The whole message of a 5xx: nothing internal is said. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side.';

type AnyError = Error & { statusCode?: number; validation?: unknown; closeConnection?: boolean };

export function handleError(error: AnyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // The upload reader stops reading a refused body; the connection closes after the answer.
  if (error.closeConnection) reply.header('connection', 'close');
  if (error instanceof HttpError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof HttpError) return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.field));
  // A body the parsers could not read is a 4xx saying what is wrong with it, never a 500.
  const problem = describeRequestError(error);
  if (problem) return reply.code(problem.statusCode).send(errorBody(problem.statusCode, problem.message));
  // The database could not make a write durable (full disk, unwritable journal): nothing changed, try later.
  if (isDatabaseWriteUnavailable(error)) {
    request.log.error(error);
    return reply.code(503).header('retry-after', '60').send(WRITE_UNAVAILABLE);
  }
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error(error);
    return reply.code(statusCode).send(errorBody(statusCode, SERVER_ERROR_MESSAGE));
  }
  return reply.code(statusCode).send(errorBody(statusCode, error.message));
}

/**
 * The router's own answers (a URL over its length limit: 414, a malformed URL: 400)
 * in the same shape. A Fastify() option, so server.ts and the tests' servers pass it.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error: FastifyError, request, reply) => {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const message = statusCode === 414 ? 'The URL is too long.' : error.message || 'The request URL is not valid.';
  void (reply as FastifyReply).code(statusCode).send(errorBody(statusCode, message));
};
