import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'site': only SITE_ORIGINS may call the route from a browser; unset or 'public': any origin. */
    corsPolicy?: 'site' | 'public';
  }
}

/** http://localhost:<port> or http://127.0.0.1:<port>, nothing else (no other scheme, host, path or user info). */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** Whether a browser at `origin` may call the site-only routes. */
export function siteOriginAllowed(origin: string | undefined, siteOrigins: ReadonlySet<string>, localDevOrigins: boolean): boolean {
  if (origin === undefined) return false;
  return siteOrigins.has(origin) || (localDevOrigins && LOCAL_ORIGIN.test(origin));
}

/**
 * CORS is decided per route, from the route's own config, in an onRequest hook,
 * which runs after the router has matched (and decoded) the path. A raw-URL
 * test would miss `/%61ccount/clinics`, which the router still sends to the
 * account routes.
 */
export default fp(
  async (fastify) => {
    const allowed = new Set(fastify.config.siteOrigins);
    // In development a remote's standalone dev server calls from its own port.
    const localDevOrigins = fastify.config.localDevOrigins;
    await fastify.register(cors, {
      delegator: (request, callback) => {
        if (request.routeOptions.config.corsPolicy !== 'site') return callback(null, { origin: '*', methods: ['GET', 'HEAD', 'POST'] });
        const origin = request.headers.origin;
        callback(null, {
          origin: origin !== undefined && siteOriginAllowed(origin, allowed, localDevOrigins) ? origin : false,
          methods: ['GET', 'POST', 'PUT', 'DELETE'],
          allowedHeaders: ['Authorization', 'Content-Type'],
          maxAge: 600,
        });
      },
    });
  },
  { name: 'cors' },
);

/**
 * Marks every route registered in `scope` (and its children) as site-only, and
 * gives each of their paths its own OPTIONS route carrying that config: a
 * preflight is then routed like the request it announces (the catch-all
 * `OPTIONS *` of @fastify/cors only serves public paths).
 */
export function siteOnlyCors(scope: FastifyInstance): void {
  const preflights = new Set<string>();
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, corsPolicy: 'site' };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('OPTIONS') || preflights.has(route.url)) return;
    preflights.add(route.url);
    scope.route({
      method: 'OPTIONS',
      url: route.url,
      schema: { hide: true },
      config: { corsPolicy: 'site' },
      // @fastify/cors answers an allowed preflight in its hook; anything else lands here.
      handler: (request, reply) => ((request as { corsPreflightEnabled?: boolean }).corsPreflightEnabled ? reply.send() : reply.callNotFound()),
    });
  });
}
