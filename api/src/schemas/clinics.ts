/**
 * Request and response schemas of the public clinic routes, built on the
 * contracts' TypeBox types. Response schemas decide what leaves the server:
 * fields not listed here (owner, account, search keys) are never serialized.
 */
import { Type } from '@sinclair/typebox';
import { Address, ClinicDetail, Coordinate, Doctor, Hours, ImageRef, NamedItem, Service } from '@directpay/contracts';

export const ObjectIdText = Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: 'A 24-hex ObjectId' });
export const IdParams = Type.Object({ id: ObjectIdText }, { additionalProperties: false });

export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});

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
    sort: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('price'), Type.Literal('distance')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);

export const ClinicMarkersQuery = Type.Object(
  {
    categoryId: CategoryIdQuery,
    service: Type.Optional(ServiceQuery),
    bbox: Type.Optional(BBoxQuery),
    zoom: Type.Optional(Type.Integer({ minimum: 0, maximum: 22, default: 3, description: 'Map zoom: clinics closer than about 60 px at it are clustered' })),
  },
  { additionalProperties: false },
);

export const ClinicCardSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cityTown: Type.String(),
  state: Type.String(),
  latitude: Coordinate,
  longitude: Coordinate,
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  prices: Type.Array(Service),
  distanceKm: Type.Optional(Type.Number()),
});

export const ClinicSearchResponseSchema = Type.Object({
  results: Type.Array(ClinicCardSchema),
  total: Type.Integer({ description: 'Matches, counted up to 300' }),
  totalCapped: Type.Optional(Type.Boolean({ description: 'true when there are more than total ("300+")' })),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

export const ClinicMarkersResponseSchema = Type.Object({
  results: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number(), Type.Number()]), {
    description: 'Single clinics in the viewport: [id, name, latitude, longitude]',
  }),
  clusters: Type.Array(Type.Tuple([Type.Number(), Type.Number(), Type.Integer(), Type.Integer()]), {
    description: 'Clusters in the viewport: [latitude, longitude, clinics, zoom at which it splits]',
  }),
  total: Type.Integer({ description: 'Clinics of the category and service anywhere' }),
  bounds: Type.Union([Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]), Type.Null()], {
    description: '[west, south, east, north] around all of them',
  }),
});

const profileFields = {
  detail: ClinicDetail,
  address: Address,
  services: Type.Array(Service),
  otherServices: Type.Array(Service),
  insurances: Type.Array(NamedItem),
  specialties: Type.Array(NamedItem),
  hours: Hours,
  doctors: Type.Array(Doctor),
};

export const PublicClinicSchema = Type.Object({
  id: Type.String(),
  categoryId: Type.Integer(),
  images: Type.Array(ImageRef),
  ...profileFields,
});

export const ClinicResponseSchema = Type.Object({ result: PublicClinicSchema });

/** The alternative data source of the test profile page (spec section 7): clinic, and images apart. */
export const TestClinicResponseSchema = Type.Object({
  clinic: Type.Object({ id: Type.String(), categoryId: Type.Integer(), ...profileFields }),
  images: Type.Array(ImageRef),
});
