/**
 * The compare and local price range routes, all public reads:
 * GET /clinics/compare, GET /clinics/price-range, GET /clinics/:id/local-prices.
 * Registered without a prefix beside the clinics routes (static paths win over
 * /clinics/:id in the router).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { compareClinics, findCategory, getLocalPrices, getPriceRange, LOCAL_RADIUS_KM, ALL_SERVICES } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { badRequest, HttpError, notFound } from '#src/lib/http-errors';
import { findForCompare, toComparedClinic } from '#src/repositories/clinics/compared-clinics';
import { PriceRanges } from '#src/repositories/clinics/price-ranges';
import { matchFilter, serviceSlug } from '#src/repositories/clinics/search-query';
import { groupSlug, pricedServices } from '#src/repositories/clinics/stored-clinic';
import { parseBBox, parseNear, requireCategory } from '#src/routes/clinics/query-params';
import { parseCompareIds } from './compare-ids';

const compareRoutes: FastifyPluginAsync = async (fastify) => {
  const ranges = new PriceRanges(fastify.clinics.public);

  route(fastify, compareClinics, {}, async (request) => {
    const ids = parseCompareIds(request.query.ids);
    const near = parseNear(request.query.near);
    const found = await findForCompare(fastify.clinics.public, ids.map((id) => new ObjectId(id)));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new HttpError(404, `ids: no clinic has the id ${missing.join(', ')}`, '/query/ids');
    }
    // Each clinic's prices against the clinics around it, as its prices page measures them.
    const medians = await Promise.all(
      ids.map((id) => {
        const doc = found.get(id)!;
        const point = doc.search?.location?.coordinates;
        if (!point) return [];
        const descriptions = pricedServices(doc).map((s) => s.description);
        return fastify.clinics.medians.byDescription(doc.categoryId, { lat: point[1], lng: point[0] }, LOCAL_RADIUS_KM, descriptions).catch((error: unknown) => {
          // The comparison is still worth answering without its marks.
          request.log.warn({ err: error }, 'local medians could not be read');
          return [];
        });
      }),
    );
    return { results: ids.map((id, i) => toComparedClinic(found.get(id)!, near, medians[i])), radiusKm: LOCAL_RADIUS_KM };
  });

  route(fastify, getPriceRange, {}, async (request) => {
    const q = request.query;
    requireCategory(q.categoryId);
    if (q.service === ALL_SERVICES) throw badRequest(`service must be one service group of category ${q.categoryId}, not '${ALL_SERVICES}'`, '/query/service');
    const slug = serviceSlug(q.categoryId, q.service)!;
    const range = await ranges.forGroup(matchFilter({ categoryId: q.categoryId }, slug, parseBBox(q.bbox)), slug);
    return { service: q.service, range };
  });

  route(fastify, getLocalPrices, {}, async (request) => {
    const clinic = await fastify.clinics.findPublic(new ObjectId(request.params.id));
    if (!clinic) throw notFound('No clinic has this id');
    const groups = (findCategory(clinic.categoryId)?.serviceGroups ?? []).filter((g) => clinic.search.groups.includes(groupSlug(g.label)));
    const { lat, lng } = clinic.search;
    // Without coordinates there is no "within 50 km": no ranges rather than a guess.
    if (lat === null || lng === null || groups.length === 0) return { radiusKm: LOCAL_RADIUS_KM, results: [] };
    const found = await ranges.nearby(clinic.categoryId, lat, lng, LOCAL_RADIUS_KM, groups.map((g) => groupSlug(g.label)));
    const results = groups.flatMap((g) => {
      const range = found.get(groupSlug(g.label));
      return range ? [{ service: g.label, matches: [...g.matches], ...range }] : [];
    });
    return { radiusKm: LOCAL_RADIUS_KM, results };
  });
};

export default compareRoutes;
