import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { getTestClinic } from '@directpay/contracts';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { toPublicClinic } from '#src/repositories/clinics/public-clinic';

/**
 * The test profile page's alternative data source (spec section 7): the same
 * public clinic, shaped as that source was, `{ clinic, images: [{ url }] }`.
 */
const testRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, getTestClinic, {}, async (request) => {
    const doc = await fastify.clinics.findPublic(new ObjectId(request.params.id));
    if (!doc) throw notFound('No clinic has this id');
    const reported = await fastify.priceReports.noticeServices(doc._id, new Date());
    const { images, ...clinic } = toPublicClinic(doc, fastify.config.publicUrl, reported);
    return { clinic, images };
  });
};

export default testRoutes;
