/**
 * The answers given before any route runs, in the API's error shape
 * `{ statusCode, error, message }`: what Node's HTTP parser refuses (bad HTTP,
 * headers too large, too slow), the router's own 400/414, an `Expect` other
 * than 100-continue, CONNECT, a request without Host, and the few errors a
 * plugin answers as text (@fastify/cors's bare OPTIONS).
 *
 * SERVER_OPTIONS are Fastify() options, so server.ts and the tests' servers
 * pass them; answerProtocolErrors is called by the app on its own server.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance, FastifyServerOptions } from 'fastify';
import { errorBody, frameworkErrors } from './error-handler';
import { HttpError, printable } from './http-errors';
import { rewriteBulkPublishUrl } from './bulk-publish-url';

/** A whole response written straight to the socket, then the connection closes. */
function answerOnSocket(socket: Duplex, statusCode: number, message: string): void {
  const body = JSON.stringify(errorBody(statusCode, message));
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** What Node's HTTP parser could not read; Fastify's own answer says only "Client Error". */
const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return answerOnSocket(socket, 408, 'The request did not arrive in time.');
  if (error.code === 'HPE_HEADER_OVERFLOW') return answerOnSocket(socket, 431, 'The request line and headers are too large.');
  answerOnSocket(socket, 400, 'The request is not valid HTTP/1.1.');
};

export const SERVER_OPTIONS = {
  frameworkErrors,
  clientErrorHandler,
  // Node would answer a missing Host with an empty 400; the app answers it instead (below).
  http: { requireHostHeader: false },
  rewriteUrl: rewriteBulkPublishUrl,
} satisfies FastifyHttpOptions<Server>;

export function answerProtocolErrors(fastify: FastifyInstance): void {
  // Without these listeners Node answers an unknown Expect with an empty 417 and closes a CONNECT unanswered.
  fastify.server.on('checkExpectation', (_request, response) => {
    const body = JSON.stringify(errorBody(417, 'Only "Expect: 100-continue" is supported.'));
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
  });
  fastify.server.on('connect', (_request, socket: Duplex) => answerOnSocket(socket, 405, 'CONNECT is not supported: this is an API, not a proxy.'));

  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) return done(new HttpError(400, 'An HTTP/1.1 request must have a Host header.'));
    done();
  });

  // A plugin that answers an error as text (@fastify/cors: "Invalid Preflight Request") gets the same shape.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
    const message = printable(payload.trim()).slice(0, 300) || (STATUS_CODES[reply.statusCode] ?? 'Error');
    reply.header('content-type', 'application/json; charset=utf-8');
    done(null, JSON.stringify(errorBody(reply.statusCode, message)));
  });
}
