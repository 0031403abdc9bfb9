import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import {
  ApiErrorBody as ErrorResponse,
  ClinicMarkersQuery,
  ClinicMarkersResponse as ClinicMarkersResponseSchema,
  ClinicResponse as ClinicResponseSchema,
  ClinicSearchQuery,
  ClinicSearchResponse as ClinicSearchResponseSchema,
  IdParams,
  type ClinicMarker,
  type IdParams as IdParamsType,
  type ClinicSearchQuery as ClinicSearchQueryType,
  type ClinicMarkersQuery as ClinicMarkersQueryType,
} from '@directpay/contracts';
import { badRequest, notFound } from '../../lib/http-errors';
import { toPublicClinic } from '../../repositories/clinics/public-clinic';
import { parseBBox, parseNear, requireCategory } from './query-params';

/**
 * The body of each cached marker list (the repository hands back the same array
 * while it is fresh), so 10,000 markers are encoded once, not per request.
 * Already the response schema's shape: [id, name, lat, lng] with string id and name.
 */
const markerBodies = new WeakMap<ClinicMarker[], string>();

function markersBody(results: ClinicMarker[]): string {
  let body = markerBodies.get(results);
  if (body === undefined) {
    body = JSON.stringify({ results });
    markerBodies.set(results, body);
  }
  return body;
}

const clinicsRoutes: FastifyPluginAsync = async (fastify) => {
  const errors = { 400: ErrorResponse, 404: ErrorResponse };

  fastify.get<{ Querystring: ClinicSearchQueryType }>(
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

  fastify.get<{ Querystring: ClinicMarkersQueryType }>(
    '/markers',
    {
      schema: {
        tags: ['clinics'],
        summary: 'Every matching clinic as [id, name, latitude, longitude], for map clustering',
        querystring: ClinicMarkersQuery,
        response: { 200: ClinicMarkersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      requireCategory(q.categoryId);
      const results = await fastify.clinics.markers(q.categoryId, q.service, parseBBox(q.bbox));
      return reply.type('application/json; charset=utf-8').send(markersBody(results));
    },
  );

  fastify.get<{ Params: IdParamsType }>(
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
