import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * The OpenAPI document at /docs/json, built from the route schemas, which come
 * from the contracts' endpoint definitions (lib/route.ts), and its UI at /docs.
 * A multipart body is read by its handler rather than by Ajv, so its route
 * carries no body schema; the document gets it from the definition here.
 */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'DirectPay Clinics API',
          description: 'Public clinic search and profiles, sign-in and the clinic owner API. Every endpoint is defined in contracts (src/endpoints).',
          version: '0.1.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      // Shared schemas keep their $id as their name: components/schemas/ApiError.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      transform: ({ schema, url, route }) => {
        const endpoint = route.config?.endpoint;
        if (endpoint?.bodyKind !== 'multipart' || !endpoint.body) return { schema, url };
        return { schema: { ...schema, body: endpoint.body }, url };
      },
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
