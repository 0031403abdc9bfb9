/**
 * What the router could not match, in the API's error shape: a path the API
 * has, asked with a method it lacks, is 405 with `Allow` listing the methods
 * the path has (RFC 9110); any other path is 404. The methods come from every
 * route as it is registered, so no route declares its own 405.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';
import { printable } from './http-errors';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** A Fastify route path as a pattern over request paths: `:name` is one segment, `*` the rest. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((piece) => (piece === '*' ? '.*' : piece.startsWith(':') ? '[^/]+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The path the router matched on: no query string, percent-escapes decoded except those of reserved characters. */
function pathOf(url: string): string {
  const path = url.split('?', 1)[0];
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Call before any route is registered: an onRoute hook on `fastify` sees the
 * routes of every plugin registered inside it afterwards.
 */
export function answerUnknownRoutes(fastify: FastifyInstance): void {
  const paths = new Map<string, KnownPath>();
  // A catch-all (@fastify/cors's `OPTIONS *`) answers on every path the API has, but makes no path known.
  const everywhere = new Set<string>();
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url === '*' || route.url === '/*') {
      for (const method of methods) everywhere.add(method);
      return;
    }
    // A plugin's '/' route answers on its prefix with and without the slash, and onRoute reports the first only.
    const both = route.routePath === '' && route.prefixTrailingSlash !== 'no-slash';
    for (const url of both ? [route.url, `${route.url}/`] : [route.url]) {
      let known = paths.get(url);
      if (!known) paths.set(url, (known = { pattern: patternOf(url), methods: new Set() }));
      for (const method of methods) known.methods.add(method);
      // Fastify answers HEAD on every GET route (exposeHeadRoutes).
      if (methods.includes('GET')) known.methods.add('HEAD');
    }
  });

  const allowedOn = (path: string): string[] => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of paths.values()) if (pattern.test(path)) for (const method of methods) allowed.add(method);
    if (allowed.size > 0) for (const method of everywhere) allowed.add(method);
    return [...allowed].sort();
  };

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const allowed = allowedOn(path);
    // A route that hands its request on (an OPTIONS that is no allowed preflight) has the method: that is a 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const list = allowed.join(', ');
      return reply.code(405).header('allow', list).send(errorBody(405, `${request.method} is not allowed on ${printable(path)}; it allows ${list}.`));
    }
    return reply.code(404).send(errorBody(404, `There is no ${request.method} ${printable(path)} in this API (its routes are listed at /docs).`));
  };
  fastify.setNotFoundHandler(answer);
  // Fastify refuses a QUERY without Content-Type (400) before the not-found handler runs; no route
  // takes QUERY, so the method is what is wrong and the answer is the 405 or 404 any other method gets.
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method === 'QUERY' && request.is404) return answer(request, reply);
  });
}
