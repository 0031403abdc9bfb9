import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** Routes only the site itself may call from a browser. */
const PRIVATE = /^\/(auth|google_auth|account)(\/|\?|$)/;

/**
 * CORS: public reads and public POSTs (messages, events) are open to any
 * origin; sign-in and account routes answer only the site's own origins.
 */
export default fp(
  async (fastify) => {
    const allowed = new Set(fastify.config.siteOrigins);
    await fastify.register(cors, {
      delegator: (request, callback) => {
        if (!PRIVATE.test(request.url)) return callback(null, { origin: '*', methods: ['GET', 'HEAD', 'POST'] });
        const origin = request.headers.origin;
        callback(null, {
          origin: origin !== undefined && allowed.has(origin) ? origin : false,
          methods: ['GET', 'POST', 'PUT', 'DELETE'],
          allowedHeaders: ['Authorization', 'Content-Type'],
          maxAge: 600,
        });
      },
    });
  },
  { name: 'cors' },
);
