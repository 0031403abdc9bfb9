/**
 * The public clinic search (GET /clinics, GET /clinics/markers): its query
 * parameters and its answers. One definition of the sort keys, the map
 * viewport (BBox) and a point (LatLng) for the API and the search remote.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Coordinate, Service } from './clinic';

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
const BBoxQuery = Type.String({
  maxLength: 120,
  pattern: '^[^,]+,[^,]+,[^,]+,[^,]+$',
  description: 'Map viewport: minLng,minLat,maxLng,maxLat',
});

export const ClinicSearchQuery = Type.Object(
  {
    categoryId: CategoryIdQuery,
    service: Type.Optional(ServiceQuery),
    bbox: Type.Optional(BBoxQuery),
    near: Type.Optional(Type.String({ maxLength: 60, pattern: '^[^,]+,[^,]+$', description: 'lat,lng: adds distanceKm and sorts by distance' })),
    sort: Type.Optional(SearchSort),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);
export type ClinicSearchQuery = Static<typeof ClinicSearchQuery>;

export const ClinicMarkersQuery = Type.Object(
  { categoryId: CategoryIdQuery, service: Type.Optional(ServiceQuery), bbox: Type.Optional(BBoxQuery) },
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
  /** Priced services matching the selected service group (empty for 'All services'). */
  prices: Type.Array(Service),
  distanceKm: Type.Optional(Type.Number()),
});
export type ClinicCard = Static<typeof ClinicCard>;

export const ClinicSearchResponse = Type.Object({
  results: Type.Array(ClinicCard),
  total: Type.Integer(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type ClinicSearchResponse = Static<typeof ClinicSearchResponse>;

/** Compact marker for map clustering: [id, name, latitude, longitude]. */
export const ClinicMarker = Type.Tuple([Type.String(), Type.String(), Type.Number(), Type.Number()], { description: '[id, name, latitude, longitude]' });
export type ClinicMarker = [id: string, name: string, latitude: number, longitude: number];

export const ClinicMarkersResponse = Type.Object({ results: Type.Array(ClinicMarker) });
export interface ClinicMarkersResponse {
  results: ClinicMarker[];
}
