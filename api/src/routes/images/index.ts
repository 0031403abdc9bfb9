import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ObjectId } from 'mongodb';
import { getImage } from '@directpay/contracts';
import { ImageWidthCache } from '#src/images/widths';
import { isNotModified } from '#src/lib/conditional-get';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';

/**
 * GridFS files never change (a new picture gets a new id), so they are cached for a year.
 * `?w=400|800|1200` answers a narrower WebP variant, re-encoded once and kept in memory
 * (src/images/widths.ts); `X-Image-Variant: hit|miss` says whether it came from that cache.
 */
const imagesRoutes: FastifyPluginAsync = async (fastify) => {
  const widths = new ImageWidthCache(fastify.images);
  route(fastify, getImage, {}, async (request, reply) => {
    const id = new ObjectId(request.params.id);
    const width = request.query.w;
    const file = await fastify.images.find(id);
    if (!file) throw notFound('No image has this id');
    const etag = width ? `"${id.toHexString()}-w${width}"` : `"${id.toHexString()}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      // Bytes are served as the type they were stored as, never sniffed into HTML.
      .header('X-Content-Type-Options', 'nosniff')
      // Images are shown on the site's other origins.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (isNotModified(request, reply, { etag, lastModified: file.uploadDate })) return reply.code(304).send(null);
    if (width) {
      try {
        const { image, cache } = await widths.variant(id, width);
        return (reply as FastifyReply).type(image.contentType).header('Content-Length', image.bytes.length).header('X-Image-Variant', cache).send(image.bytes);
      } catch (error) {
        // A stored file the encoder cannot read (damaged on disk) is sent as stored, as
        // without ?w=, rather than failing the page's image with a 500. Nothing is cached.
        request.log.warn({ err: error, imageId: id.toHexString(), width }, 'image width variant failed; sending the stored file');
        reply.header('ETag', `"${id.toHexString()}"`).header('X-Image-Variant', 'original');
      }
    }
    // Bytes (BinaryBody): a stream, which Fastify sends without serializing.
    return (reply as FastifyReply).type(file.contentType).header('Content-Length', file.length).send(fastify.images.open(id));
  });
};

export default imagesRoutes;
