import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ObjectId } from 'mongodb';
import { getClinic, getClinicMarkers, searchClinics, type ClinicMarker } from '@directpay/contracts';
import { route } from '../../lib/route';
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
  route(fastify, searchClinics, {}, async (request) => {
    const q = request.query;
    requireCategory(q.categoryId);
    const near = parseNear(q.near);
    if (q.sort === 'distance' && !near) throw badRequest('sort=distance needs near=lat,lng', '/query/sort');
    return fastify.clinics.search(
      { categoryId: q.categoryId, service: q.service, bbox: parseBBox(q.bbox), near, sort: q.sort, limit: q.limit ?? 50, cursor: q.cursor },
      fastify.config.publicUrl,
    );
  });

  route(fastify, getClinicMarkers, {}, async (request, reply) => {
    const q = request.query;
    requireCategory(q.categoryId);
    const results = await fastify.clinics.markers(q.categoryId, q.service, parseBBox(q.bbox));
    // Already JSON text of the response schema's shape: sent as it is, not serialized again.
    return (reply as FastifyReply).type('application/json; charset=utf-8').send(markersBody(results));
  });

  route(fastify, getClinic, {}, async (request) => {
    const doc = await fastify.clinics.findById(new ObjectId(request.params.id));
    if (!doc) throw notFound('No clinic has this id');
    return { result: toPublicClinic(doc, fastify.config.publicUrl) };
  });
};

export default clinicsRoutes;
