import fp from 'fastify-plugin';
import { ImagesRepository } from '#src/repositories/images/images-repository';
import { sweepOrphanImages } from '#src/images/orphans';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImagesRepository;
  }
}

/** Image bytes in GridFS; files a crash left without a clinic are swept at start. */
export default fp(
  async (fastify) => {
    const images = new ImagesRepository(fastify.mongo.db);
    fastify.decorate('images', images);
    fastify.addHook('onReady', async () => {
      const swept = await sweepOrphanImages(fastify.mongo.db, images);
      if (swept > 0) fastify.log.info({ files: swept }, 'deleted image files no clinic refers to');
    });
  },
  { name: 'images-repository', dependencies: ['mongodb'] },
);
