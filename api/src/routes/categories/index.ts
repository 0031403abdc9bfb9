import type { FastifyPluginAsync } from 'fastify';
import {
  ALL_SERVICES,
  CATEGORIES,
  DEFAULT_CATEGORY_ID,
  SEARCH_CATEGORY_IDS,
  SETUP_CATEGORY_IDS,
  TOP_CATEGORY_IDS,
  getCategories,
} from '@directpay/contracts';
import { route } from '#src/lib/route';

/** The catalog of spec section 3, from contracts: the same data every frontend bundles. */
const categoriesRoutes: FastifyPluginAsync = async (fastify) => {
  const catalog = {
    results: CATEGORIES.map((c) => ({
      ...c,
      searchable: SEARCH_CATEGORY_IDS.includes(c.id),
      selectable: SETUP_CATEGORY_IDS.includes(c.id),
    })),
    allServicesLabel: ALL_SERVICES,
    searchCategoryIds: SEARCH_CATEGORY_IDS,
    setupCategoryIds: SETUP_CATEGORY_IDS,
    topCategoryIds: TOP_CATEGORY_IDS,
    defaultCategoryId: DEFAULT_CATEGORY_ID,
  };
  route(fastify, getCategories, {}, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return catalog;
  });
};

export default categoriesRoutes;
