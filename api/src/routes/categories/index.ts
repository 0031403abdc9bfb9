import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ALL_SERVICES,
  CATEGORIES,
  DEFAULT_CATEGORY_ID,
  SEARCH_CATEGORY_IDS,
  SETUP_CATEGORY_IDS,
  TOP_CATEGORY_IDS,
} from '@directpay/contracts';

const CategorySchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  setupLabel: Type.Optional(Type.String()),
  searchable: Type.Boolean(),
  selectable: Type.Boolean({ description: 'An owner can choose it in the setup form' }),
  serviceGroups: Type.Array(Type.Object({ label: Type.String(), matches: Type.Array(Type.String()) })),
  presetServices: Type.Array(Type.String()),
});

const CatalogSchema = Type.Object({
  results: Type.Array(CategorySchema),
  allServicesLabel: Type.String(),
  searchCategoryIds: Type.Array(Type.Integer()),
  setupCategoryIds: Type.Array(Type.Integer()),
  topCategoryIds: Type.Array(Type.Integer()),
  defaultCategoryId: Type.Integer(),
});

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
  fastify.get(
    '/',
    { schema: { tags: ['catalog'], summary: 'Categories, search service groups and wizard presets', response: { 200: CatalogSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return catalog;
    },
  );
};

export default categoriesRoutes;
