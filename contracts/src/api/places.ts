/**
 * GET /places: offline US place lookup for the search page's "where" box and
 * the clinic wizard's "fill coordinates from city/ZIP" button.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PLACES_LIMIT_DEFAULT, PLACES_LIMIT_MAX, PLACES_QUERY_MAX } from '../limits';


export const PlacesQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: PLACES_QUERY_MAX, description: 'The start of a city name or of a 5-digit ZIP' }),
    state: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'Two-letter state code, e.g. TX' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PLACES_LIMIT_MAX, default: PLACES_LIMIT_DEFAULT })),
  },
  { additionalProperties: false },
);
export type PlacesQuery = Static<typeof PlacesQuery>;

/** A city (zip null, at a representative centre) or one ZIP code (at its centre). */
export const Place = Type.Object({
  label: Type.String({ description: "'Austin, TX' or 'Austin, TX 78701'" }),
  city: Type.String(),
  state: Type.String(),
  zip: Type.Union([Type.String(), Type.Null()]),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type Place = Static<typeof Place>;

export const PlacesResponse = Type.Object({ results: Type.Array(Place) });
export type PlacesResponse = Static<typeof PlacesResponse>;
