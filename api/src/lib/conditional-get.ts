/**
 * Conditional GETs for the files the API serves (images, price files,
 * exports): the answer's validators, and whether the caller's copy is current,
 * decided by `fresh` (If-None-Match first, with lists and weak tags, else
 * If-Modified-Since), as Express and `send` decide it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/** Sets ETag and Last-Modified; true when the caller's copy is current and a 304 is the answer. */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, validators: { etag: string; lastModified: Date }): boolean {
  const lastModified = validators.lastModified.toUTCString();
  reply.header('ETag', validators.etag).header('Last-Modified', lastModified);
  return fresh(request.headers, { etag: validators.etag, 'last-modified': lastModified });
}
