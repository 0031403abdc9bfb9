import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ObjectId } from 'mongodb';
import { getImage } from '@directpay/contracts';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';

/** GridFS files never change (a new picture gets a new id), so they are cached for a year. */
const imagesRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, getImage, {}, async (request, reply) => {
    const id = new ObjectId(request.params.id);
    const file = await fastify.images.find(id);
    if (!file) throw notFound('No image has this id');
    const etag = `"${id.toHexString()}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Last-Modified', file.uploadDate.toUTCString())
      // Bytes are served as the type they were stored as, never sniffed into HTML.
      .header('X-Content-Type-Options', 'nosniff')
      // Images are shown on the site's other origins.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    // Bytes (BinaryBody): a stream, which Fastify sends without serializing.
    return (reply as FastifyReply).type(file.contentType).header('Content-Length', file.length).send(fastify.images.open(id));
  });
};

export default imagesRoutes;
