import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { notFound } from '../../lib/http-errors';
import { toPublicClinic } from '../../repositories/clinics/public-clinic';
import { ApiErrorBody as ErrorResponse, IdParams, TestClinicResponse as TestClinicResponseSchema, type IdParams as IdParamsType } from '@directpay/contracts';

/**
 * The test profile page's alternative data source (spec section 7): the same
 * public clinic, shaped as that source was, `{ clinic, images: [{ url }] }`.
 */
const testRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Params: IdParamsType }>(
    '/:id',
    {
      schema: {
        tags: ['clinics'],
        summary: 'A clinic in the test data source shape',
        params: IdParams,
        response: { 200: TestClinicResponseSchema, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const doc = await fastify.clinics.findById(new ObjectId(request.params.id));
      if (!doc) throw notFound('No clinic has this id');
      const { images, ...clinic } = toPublicClinic(doc, fastify.config.publicUrl);
      return { clinic, images };
    },
  );
};

export default testRoutes;
