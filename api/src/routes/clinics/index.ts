import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { getClinic, getClinicMarkers, searchClinics } from '@directpay/contracts';
import { route, sendSerialized } from '#src/lib/route';
import { HttpError, badRequest, notFound } from '#src/lib/http-errors';
import { searchAnswerJson } from '#src/repositories/clinics/card-json';
import { toPublicClinic } from '#src/repositories/clinics/public-clinic';
import { serviceSlug } from '#src/repositories/clinics/search-query';
import { startFairPrice } from './fair-price';
import { parseBBox, parseNear, requireScope } from './query-params';

const clinicsRoutes: FastifyPluginAsync = async (fastify) => {
  // Written from cards serialized once each (card-json.ts), not by Fastify's serializer.
  route(fastify, searchClinics, {}, async (request, reply) => {
    const q = request.query;
    requireScope(q);
    const near = parseNear(q.near);
    const bbox = parseBBox(q.bbox);
    if (q.sort === 'distance' && !near) throw badRequest('sort=distance needs near=lat,lng', '/query/sort');
    const slug = serviceSlug(q.categoryId, q.service);
    const group = slug && q.service ? { label: q.service, slug } : undefined;
    // Read beside the search: the medians of the services its cards show (fair-price.ts).
    const fairPrice = startFairPrice(fastify.clinics.medians, { categoryId: q.categoryId, code: q.code, group, near, bbox });
    const answer = await fastify.clinics.search(
      { categoryId: q.categoryId, code: q.code, service: q.service, bbox, near, sort: q.sort, limit: q.limit ?? 50, cursor: q.cursor },
      fastify.config.publicUrl,
    );
    const area = await fairPrice?.(answer.results.map((r) => r.card)).catch((error: unknown) => {
      // The list is still worth answering without its marks.
      request.log.warn({ err: error }, 'local medians could not be read');
      return undefined;
    });
    return sendSerialized(reply, searchAnswerJson(area && area.medians.length > 0 ? { ...answer, fairPrice: area } : answer));
  });

  // Clustered on the server for the viewport and zoom (see marker-clusters.ts): a few hundred items at most.
  route(fastify, getClinicMarkers, {}, async (request) => {
    const q = request.query;
    requireScope(q);
    return fastify.clinics.markers({ categoryId: q.categoryId, code: q.code, service: q.service }, parseBBox(q.bbox), q.zoom ?? 3);
  });

  // A closed listing's profile says so (closedAt); a suspended one is gone (410).
  route(fastify, getClinic, {}, async (request) => {
    const doc = await fastify.clinics.public.findListing(new ObjectId(request.params.id));
    if (!doc) throw notFound('No clinic has this id');
    if (doc.visibility === 'suspended') throw new HttpError(410, 'This listing has been suspended by the moderators.');
    const reported = await fastify.priceReports.noticeServices(doc._id, new Date());
    return { result: toPublicClinic(doc, fastify.config.publicUrl, reported) };
  });
};

export default clinicsRoutes;
