import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers. Images and JSON are read by the site from another origin,
 * so resources may be embedded cross-origin; the default CSP still applies
 * (the Swagger UI at /docs loads only its own scripts).
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);
