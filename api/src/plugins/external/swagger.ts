import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The OpenAPI document, built from the route schemas, and its UI at /docs. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'DirectPay Clinics API',
          description: 'Public clinic search and profiles, sign-in and the clinic owner API.',
          version: '0.1.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
