import type { FastifyPluginAsync } from 'fastify';
import { getSitemapClinics, SITEMAP_PAGE_SIZE } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { sitemapEntries } from '#src/repositories/clinics/sitemap-entries';

/** The clinics the host's server lists in sitemap.xml (scripts/host-page-files.ts). */
const sitemapRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, getSitemapClinics, {}, async (request) => sitemapEntries(fastify.clinics, request.query.page ?? 0, SITEMAP_PAGE_SIZE));
};

export default sitemapRoutes;
