/**
 * Compare and the local price range: the clinics of the compare page
 * side by side, the posted price range of one service in a map area, and a
 * clinic's prices against the clinics within 50 km.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Coordinate, Hours, Service } from '../clinic';
import { CategoryIdQuery, LocalMedian } from '../search';
import { IdParams } from './common';
import { defineEndpoint, errorResponses } from './define-endpoint';

/** The radius of "the local median" on a clinic's prices page. */
export const LOCAL_RADIUS_KM = 50;

export const CompareQuery = Type.Object(
  {
    ids: Type.String({ minLength: 1, maxLength: 200, description: 'Two or three clinic ids (24 hex digits), comma-separated, no repeats' }),
    near: Type.Optional(Type.String({ maxLength: 60, pattern: '^[^,]+,[^,]+$', description: 'lat,lng of the searched place: adds distanceKm' })),
  },
  { additionalProperties: false },
);
export type CompareQuery = Static<typeof CompareQuery>;

/** One clinic of the compare page: what the page's rows need and nothing more. */
export const ComparedClinic = Type.Object({
  id: Type.String(),
  name: Type.String(),
  categoryId: Type.Integer(),
  cityTown: Type.String(),
  state: Type.String(),
  acceptingNewPatients: Type.Boolean(),
  /** The weekly hours; "open now" is decided on the visitor's clock (shared-ui isOpenAt). */
  hours: Hours,
  /** Services and other services that carry a price. */
  services: Type.Array(Service),
  /** When the prices were last confirmed (the oldest service's date); null when never. */
  pricesConfirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** True when that date is an imported price's file date, not a confirmation (price-stamp.ts). */
  pricesFromFile: Type.Optional(Type.Literal(true)),
  /** Kilometres from `near`; null without `near` or without coordinates. */
  distanceKm: Type.Union([Type.Number(), Type.Null()]),
  /** Where it is: the page offers its category's nearest clinics to add. */
  latitude: Coordinate,
  longitude: Coordinate,
  /**
   * The fair-price mark's figures: per priced service description, the median among the
   * clinics of its category within radiusKm of this clinic (only with enough prices).
   */
  medians: Type.Array(LocalMedian),
});
export type ComparedClinic = Static<typeof ComparedClinic>;

export const CompareResponse = Type.Object({
  results: Type.Array(ComparedClinic, { description: 'In the order of ids' }),
  /** How far each clinic's area reaches for its medians. */
  radiusKm: Type.Number(),
});
export type CompareResponse = Static<typeof CompareResponse>;

export const compareClinics = defineEndpoint({
  method: 'GET',
  path: '/clinics/compare',
  summary: 'Two or three clinics side by side: priced services, distance, new patients, hours, price confirmation date',
  tags: ['clinics'],
  querystring: CompareQuery,
  responses: { 200: CompareResponse, ...errorResponses(400, 404, 500) },
});

/** lowest, median and highest posted price of one service group among `count` clinics; null when none. */
export const PriceRange = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  min: Type.Union([Type.Number(), Type.Null()]),
  median: Type.Union([Type.Number(), Type.Null()]),
  max: Type.Union([Type.Number(), Type.Null()]),
});
export type PriceRange = Static<typeof PriceRange>;

export const PriceRangeQuery = Type.Object(
  {
    categoryId: CategoryIdQuery,
    service: Type.String({ minLength: 1, maxLength: 100, description: 'A service group label of the category (not All services)' }),
    bbox: Type.Optional(Type.String({ maxLength: 120, pattern: '^[^,]+,[^,]+,[^,]+,[^,]+$', description: 'Map viewport: minLng,minLat,maxLng,maxLat' })),
  },
  { additionalProperties: false },
);
export type PriceRangeQuery = Static<typeof PriceRangeQuery>;

export const PriceRangeResponse = Type.Object({ service: Type.String(), range: PriceRange });
export type PriceRangeResponse = Static<typeof PriceRangeResponse>;

export const getPriceRange = defineEndpoint({
  method: 'GET',
  path: '/clinics/price-range',
  summary: "Lowest, median and highest posted price of a service among a map area's clinics (each clinic's lowest price for it)",
  tags: ['clinics'],
  querystring: PriceRangeQuery,
  responses: { 200: PriceRangeResponse, ...errorResponses(400, 500) },
});

/** One service group of the clinic with the range among clinics of its category within 50 km (the clinic included). */
export const LocalServiceRange = Type.Composite([
  Type.Object({
    service: Type.String({ description: 'The service group label' }),
    /** The service descriptions the group matches (trimmed), to find a price's group. */
    matches: Type.Array(Type.String()),
  }),
  PriceRange,
]);
export type LocalServiceRange = Static<typeof LocalServiceRange>;

export const LocalPricesResponse = Type.Object({
  radiusKm: Type.Number(),
  results: Type.Array(LocalServiceRange),
});
export type LocalPricesResponse = Static<typeof LocalPricesResponse>;

export const getLocalPrices = defineEndpoint({
  method: 'GET',
  path: '/clinics/:id/local-prices',
  summary: "For each service group a clinic prices, the range among clinics of its category within 50 km",
  tags: ['clinics'],
  params: IdParams,
  responses: { 200: LocalPricesResponse, ...errorResponses(400, 404, 500) },
});
