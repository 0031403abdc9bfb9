import type { FastifyPluginAsync } from 'fastify';
import { PLACES_LIMIT_DEFAULT, searchPlaces } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { usPlaces } from '#src/places/us-places';

/** GET /places: US cities and ZIP codes by prefix, from data bundled with the API (no geocoding service). */
const placesRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, searchPlaces, {}, async (request) => {
    const { q, limit = PLACES_LIMIT_DEFAULT } = request.query;
    if (!q.trim()) throw badRequest('q must contain a city name or ZIP code', '/query/q');
    const places = await usPlaces();
    const state = request.query.state?.toUpperCase();
    if (state && !places.states.has(state)) throw badRequest(`state ${state} is not a US state code`, '/query/state');
    return { results: places.search({ q, state, limit }) };
  });
};

export default placesRoutes;
