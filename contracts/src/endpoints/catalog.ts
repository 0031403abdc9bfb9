/** The catalog, the offline place lookup and the image bytes. */
import { Type } from '@sinclair/typebox';
import { PlacesQuery, PlacesResponse } from '../api/places';
import { IMAGE_WIDTHS } from '../image-widths';
import { IdParams } from './common';
import { BinaryBody, NoContent, defineEndpoint, errorResponses } from './define-endpoint';

export const CatalogCategory = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  setupLabel: Type.Optional(Type.String()),
  searchable: Type.Boolean(),
  selectable: Type.Boolean({ description: 'An owner can choose it in the setup form' }),
  serviceGroups: Type.Array(Type.Object({ label: Type.String(), matches: Type.Array(Type.String()) })),
  presetServices: Type.Array(Type.String()),
});

export const CatalogResponse = Type.Object({
  results: Type.Array(CatalogCategory),
  allServicesLabel: Type.String(),
  searchCategoryIds: Type.Array(Type.Integer()),
  setupCategoryIds: Type.Array(Type.Integer()),
  topCategoryIds: Type.Array(Type.Integer()),
  defaultCategoryId: Type.Integer(),
});

export const getCategories = defineEndpoint({
  method: 'GET',
  path: '/categories',
  summary: 'Categories, search service groups and wizard presets',
  tags: ['catalog'],
  responses: { 200: CatalogResponse, ...errorResponses(500) },
});

export const searchPlaces = defineEndpoint({
  method: 'GET',
  path: '/places',
  summary: 'US cities (by name prefix) and ZIP codes (by digit prefix) with their coordinates',
  tags: ['places'],
  querystring: PlacesQuery,
  responses: { 200: PlacesResponse, ...errorResponses(400, 500) },
});

export const ImageQuery = Type.Object(
  {
    w: Type.Optional(
      Type.Union(IMAGE_WIDTHS.map((width) => Type.Literal(width)), {
        description: `A width variant: ${IMAGE_WIDTHS.join(', ')} px (at most; never enlarged), WebP, re-encoded once and cached`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const getImage = defineEndpoint({
  method: 'GET',
  path: '/images/:id',
  summary: 'Image bytes',
  description: 'Served as the type they were stored as, cached for a year; 304 on If-None-Match. With `w`, a narrower WebP variant.',
  tags: ['images'],
  params: IdParams,
  querystring: ImageQuery,
  responses: { 200: BinaryBody, 304: NoContent, ...errorResponses(400, 404, 500) },
});
