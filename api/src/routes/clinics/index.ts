import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { badRequest, notFound } from '../../lib/http-errors';
import { toPublicClinic } from '../../repositories/clinics/public-clinic';
import {
  ClinicMarkersQuery,
  ClinicMarkersResponseSchema,
  ClinicResponseSchema,
  ClinicSearchQuery,
  ClinicSearchResponseSchema,
  ErrorResponse,
  IdParams,
} from '../../schemas/clinics';
import { parseBBox, parseNear, requireCategory } from './query-params';

const clinicsRoutes: FastifyPluginAsync = async (fastify) => {
  const errors = { 400: ErrorResponse, 404: ErrorResponse };

  fastify.get<{ Querystring: Static<typeof ClinicSearchQuery> }>(
    '/',
    {
      schema: {
        tags: ['clinics'],
        summary: 'Search clinics of a category, optionally by service, map viewport and distance',
        querystring: ClinicSearchQuery,
        response: { 200: ClinicSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      requireCategory(q.categoryId);
      const near = parseNear(q.near);
      if (q.sort === 'distance' && !near) throw badRequest('sort=distance needs near=lat,lng');
      return fastify.clinics.search(
        { categoryId: q.categoryId, service: q.service, bbox: parseBBox(q.bbox), near, sort: q.sort, limit: q.limit ?? 50, cursor: q.cursor },
        fastify.config.publicUrl,
      );
    },
  );

  fastify.get<{ Querystring: Static<typeof ClinicMarkersQuery> }>(
    '/markers',
    {
      schema: {
        tags: ['clinics'],
        summary: 'What the map draws for a viewport and zoom: clusters and single clinics, clustered on the server',
        querystring: ClinicMarkersQuery,
        response: { 200: ClinicMarkersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      requireCategory(q.categoryId);
      return fastify.clinics.markers(q.categoryId, q.service, parseBBox(q.bbox), q.zoom ?? 3);
    },
  );

  fastify.get<{ Params: Static<typeof IdParams> }>(
    '/:id',
    {
      schema: {
        tags: ['clinics'],
        summary: "A clinic's public profile",
        params: IdParams,
        response: { 200: ClinicResponseSchema, ...errors },
      },
    },
    async (request) => {
      const doc = await fastify.clinics.findById(new ObjectId(request.params.id));
      if (!doc) throw notFound('No clinic has this id');
      return { result: toPublicClinic(doc, fastify.config.publicUrl) };
    },
  );
};

export default clinicsRoutes;
