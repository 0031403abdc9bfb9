/** What the host's server needs to write sitemap.xml: every public clinic, a page at a time. */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, errorResponses } from './define-endpoint';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org), one clinic page each. */
export const SITEMAP_PAGE_SIZE = 50_000;

export const SitemapClinicsQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0, description: `Which ${SITEMAP_PAGE_SIZE} clinics, from 0` })) },
  { additionalProperties: false },
);

export const SitemapClinicsResponse = Type.Object({
  /** Every public clinic, so the host knows how many sitemap files to list. */
  total: Type.Integer({ minimum: 0 }),
  pageSize: Type.Integer({ minimum: 1 }),
  results: Type.Array(Type.Object({ id: Type.String(), updatedAt: Type.Optional(Type.String({ format: 'date-time' })) })),
});
export type SitemapClinicsResponse = Static<typeof SitemapClinicsResponse>;

export const getSitemapClinics = defineEndpoint({
  method: 'GET',
  path: '/sitemap/clinics',
  summary: "Clinic ids and last changes for the site's sitemap.xml, 50,000 a page",
  tags: ['clinics'],
  querystring: SitemapClinicsQuery,
  responses: { 200: SitemapClinicsResponse, ...errorResponses(400, 500) },
});
