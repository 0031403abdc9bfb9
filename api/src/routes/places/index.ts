import type { FastifyPluginAsync } from 'fastify';
import { ApiErrorBody as ErrorResponse, PLACES_LIMIT_DEFAULT, PlacesQuery, PlacesResponse } from '@directpay/contracts';
import { badRequest } from '../../lib/http-errors';
import { usPlaces } from '../../places/us-places';

/** GET /places: US cities and ZIP codes by prefix, from data bundled with the API (no geocoding service). */
const placesRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Querystring: PlacesQuery }>(
    '/',
    {
      schema: {
        tags: ['places'],
        summary: 'US cities (by name prefix) and ZIP codes (by digit prefix) with their coordinates',
        querystring: PlacesQuery,
        response: { 200: PlacesResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { q, limit = PLACES_LIMIT_DEFAULT } = request.query;
      if (!q.trim()) throw badRequest('q must contain a city name or ZIP code');
      const places = await usPlaces();
      const state = request.query.state?.toUpperCase();
      if (state && !places.states.has(state)) throw badRequest(`state ${state} is not a US state code`);
      return { results: places.search({ q, state, limit }) };
    },
  );
};

export default placesRoutes;
