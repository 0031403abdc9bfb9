import fp from 'fastify-plugin';
import { ImagesRepository } from '../../repositories/images/images-repository';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImagesRepository;
  }
}

/** Image bytes in GridFS. */
export default fp(
  async (fastify) => {
    fastify.decorate('images', new ImagesRepository(fastify.mongo.db));
  },
  { name: 'images-repository', dependencies: ['mongodb'] },
);
