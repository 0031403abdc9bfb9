/**
 * The public clinic search (GET /clinics, GET /clinics/markers): its query
 * parameters and its answers. One definition of the sort keys, the map
 * viewport (BBox) and a point (LatLng) for the API and the search remote.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BILLING_CODE_PATTERN } from './billing-codes';
import { Coordinate, PriceText, Service } from './clinic';
import { VerifiedProvider } from './provider-verification';

/** The sort orders of the search list. */
export const SEARCH_SORTS = ['name', 'price', 'distance'] as const;
export const SearchSort = Type.Union(SEARCH_SORTS.map((sort) => Type.Literal(sort)));
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** [minLng, minLat, maxLng, maxLat], as maps report a viewport. */
export type BBox = [minLng: number, minLat: number, maxLng: number, maxLat: number];

export interface LatLng {
  lat: number;
  lng: number;
}

export const CategoryIdQuery = Type.Integer({ minimum: 1, maximum: 1000, description: 'A catalog category id (GET /categories)' });
const ServiceQuery = Type.String({ minLength: 1, maxLength: 100, description: "A service group label of the category, or 'All services'" });
/** A search by billing code spans every category; with categoryId, that category only. */
const CodeQuery = Type.String({
  maxLength: 5,
  pattern: BILLING_CODE_PATTERN,
  description: 'A CPT, HCPCS Level II or CDT code (upper case): clinics with a priced service carrying it, in every category unless categoryId is given',
});
/** Required unless `code` is given (the API answers 400 naming it). */
const SearchCategoryQuery = Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'A catalog category id (GET /categories); required without code' }));
const BBoxQuery = Type.String({
  maxLength: 120,
  pattern: '^[^,]+,[^,]+,[^,]+,[^,]+$',
  description: 'Map viewport: minLng,minLat,maxLng,maxLat',
});

export const ClinicSearchQuery = Type.Object(
  {
    categoryId: SearchCategoryQuery,
    code: Type.Optional(CodeQuery),
    service: Type.Optional(ServiceQuery),
    bbox: Type.Optional(BBoxQuery),
    near: Type.Optional(Type.String({ maxLength: 60, pattern: '^[^,]+,[^,]+$', description: 'lat,lng: adds distanceKm and sorts by distance' })),
    sort: Type.Optional(SearchSort),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    // A name cursor holds a whole name (200 characters, up to 6 bytes each as JSON) in base64url.
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);
export type ClinicSearchQuery = Static<typeof ClinicSearchQuery>;

export const ClinicMarkersQuery = Type.Object(
  {
    categoryId: SearchCategoryQuery,
    code: Type.Optional(CodeQuery),
    service: Type.Optional(ServiceQuery),
    bbox: Type.Optional(BBoxQuery),
    zoom: Type.Optional(Type.Integer({ minimum: 0, maximum: 22, default: 3, description: 'Map zoom: clinics closer than about 60 px at it are clustered' })),
  },
  { additionalProperties: false },
);
export type ClinicMarkersQuery = Static<typeof ClinicMarkersQuery>;

/** One row of the search list (GET /clinics). */
export const ClinicCard = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cityTown: Type.String(),
  state: Type.String(),
  latitude: Coordinate,
  longitude: Coordinate,
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  /** Priced services matching the selected service group, or carrying the searched code (empty for 'All services'). */
  prices: Type.Array(Service),
  /**
   * With 'All services' in a category: the card's "from $X", the first of the category's
   * headline services the clinic prices, else its lowest listed price; absent without a price.
   */
  fromPrice: Type.Optional(Type.Object({ description: Type.String(), price: PriceText })),
  acceptingNewPatients: Type.Boolean(),
  /** The oldest date its prices stand on (date-time): a confirmation or a price file's date; absent when one has neither. */
  pricesConfirmedAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** True when that oldest date is an imported price's file date, not a confirmation (price-stamp.ts). */
  pricesFromFile: Type.Optional(Type.Literal(true)),
  /** The week, Sunday first: 'HH:MM-HH:MM' on an open day, '' otherwise ("Open now" on the visitor's clock). */
  openHours: Type.Array(Type.String({ maxLength: 11 }), { minItems: 7, maxItems: 7 }),
  distanceKm: Type.Optional(Type.Number()),
  /** The location's NPI matched in the NPI Registry: the card's "Verified provider" mark. */
  verifiedProvider: Type.Optional(VerifiedProvider),
});
export type ClinicCard = Static<typeof ClinicCard>;

/** One service's median in an area: each clinic counted once, at its lowest price for it. */
export const LocalMedian = Type.Object({
  /** A service description ('All services') or a service group label. */
  service: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  median: Type.Number(),
});
export type LocalMedian = Static<typeof LocalMedian>;

/**
 * The medians behind the fair-price mark: the clinics of the category within
 * radiusKm of a point. Only services with at least FAIR_PRICE_MIN_PRICES prices.
 */
export const FairPriceArea = Type.Object({
  radiusKm: Type.Number(),
  medians: Type.Array(LocalMedian),
});
export type FairPriceArea = Static<typeof FairPriceArea>;

export const ClinicSearchResponse = Type.Object({
  results: Type.Array(ClinicCard),
  /** Matches, counted up to 300: with `totalCapped` there are more ("300+ clinics"). */
  total: Type.Integer({ description: 'Matches, counted up to 300' }),
  totalCapped: Type.Optional(Type.Boolean({ description: 'true when there are more than total ("300+")' })),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  /** The local medians of the services the page's cards show (the fair-price mark), once per service. */
  fairPrice: Type.Optional(FairPriceArea),
});
export type ClinicSearchResponse = Static<typeof ClinicSearchResponse>;

/** One clinic on the map: [id, name, latitude, longitude]. */
export const ClinicMarker = Type.Tuple([Type.String(), Type.String(), Type.Number(), Type.Number()], { description: '[id, name, latitude, longitude]' });
export type ClinicMarker = [id: string, name: string, latitude: number, longitude: number];

/** Several clinics drawn as one: [latitude, longitude, clinics, zoom at which it splits]. */
export const ClinicCluster = Type.Tuple([Type.Number(), Type.Number(), Type.Integer(), Type.Integer()], {
  description: '[latitude, longitude, clinics, zoom at which it splits]',
});
export type ClinicCluster = [latitude: number, longitude: number, count: number, expansionZoom: number];

/** What the map draws for one viewport and zoom (GET /clinics/markers), clustered on the server. */
export const ClinicMarkersResponse = Type.Object({
  /** Single clinics in the viewport. */
  results: Type.Array(ClinicMarker),
  clusters: Type.Array(ClinicCluster),
  /** Clinics of the search (category and service, or code) anywhere ("30 in all"). */
  total: Type.Integer({ description: 'Clinics of the search (category and service, or code) anywhere' }),
  /** [west, south, east, north] around all of them ("Show all"); null when there are none. */
  bounds: Type.Union([Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]), Type.Null()], {
    description: '[west, south, east, north] around all of them',
  }),
});
export interface ClinicMarkersResponse {
  results: ClinicMarker[];
  clusters: ClinicCluster[];
  total: number;
  bounds: [number, number, number, number] | null;
}
