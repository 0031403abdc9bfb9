import type { FastifyPluginAsync } from 'fastify';

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/',
    { schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] } } } },
    async () => ({ status: 'ok' }),
  );
};

export default healthRoutes;
