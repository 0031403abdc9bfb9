/**
 * The indexes each search reads, from the database's own explain: the code
 * search's indexes changed no category search's plan, and the list's pages are
 * still covered reads of the category indexes.
 */
import type { Document, Filter, Sort } from 'mongodb';
import type { BBox } from '@directpay/contracts';
import { VERSION_PROJECTION } from '#src/repositories/clinics/card-cache';
import { keysetQuery, matchFilter, sortIndex, sortKey, type SearchScope } from '#src/repositories/clinics/search-query';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { buildPublicApp, type PublicApp } from './public-app';

let api: PublicApp;
beforeAll(async () => {
  api = await buildPublicApp('searchplans', { clinics: 120 });
}, 60_000);
afterAll(() => api.close());

const CITY: BBox = [-112.15, 40.55, -111.6, 40.95];
const COUNTRY: BBox = [-125, 24, -66, 50];

/** A list page as the repository asks for it (search() in clinics-repository.ts). */
function page(scope: SearchScope, slug: string | undefined, bbox: BBox | undefined, sort: 'name' | 'price') {
  const base = matchFilter(scope, slug, bbox);
  const key = sortKey(sort, slug, scope.code);
  const { filter, sort: order } = keysetQuery(base, key, undefined);
  const hint = sortIndex(base, key);
  return { filter, order, hint };
}

/** The index and top stage of the winning plan, and the documents read. */
async function planOf(filter: Filter<StoredClinic>, options: { hint?: string; order?: Sort; projection?: Document } = {}) {
  const collection = api.server.clinics.collection;
  let cursor = collection.find(filter, { ...(options.projection ? { projection: options.projection } : {}), ...(options.hint ? { hint: options.hint } : {}) });
  if (options.order) cursor = cursor.sort(options.order).limit(51);
  const explained = await cursor.explain('executionStats');
  const stages: Document[] = [];
  for (let stage: Document | undefined = explained.queryPlanner.winningPlan; stage; stage = stage.inputStage) stages.push(stage);
  return { stage: stages[0].stage as string, index: stages.find((s) => s.indexName)?.indexName as string | undefined, docs: explained.executionStats.totalDocsExamined as number };
}

/** Every category search's reads: list pages (both sorts, service group or not, viewport or not) and their counts. */
async function categoryPlans() {
  const plans: Record<string, Awaited<ReturnType<typeof planOf>>> = {};
  for (const [name, bbox] of [['city', CITY], ['country', COUNTRY], ['anywhere', undefined]] as const) {
    for (const slug of [undefined, 'exam-x-ray-cleaning']) {
      for (const sort of ['name', 'price'] as const) {
        const { filter, order, hint } = page({ categoryId: 1 }, slug, bbox, sort);
        plans[`${name} ${slug ?? 'all'} by ${sort}`] = await planOf(filter, { hint, order, projection: VERSION_PROJECTION });
      }
      plans[`${name} ${slug ?? 'all'} count`] = await planOf(matchFilter({ categoryId: 1 }, slug, bbox));
    }
  }
  return plans;
}

it('reads a category page from the covering category indexes, a code page from the code indexes', async () => {
  const plans = await categoryPlans();
  expect(plans['city all by name']).toEqual({ stage: 'PROJECTION_COVERED', index: 'category_tile_name_covering', docs: 0 });
  expect(plans['anywhere all by price']).toEqual({ stage: 'PROJECTION_COVERED', index: 'category_price_covering', docs: 0 });
  for (const [shape, plan] of Object.entries(plans)) expect({ shape, index: plan.index?.startsWith('category_') }).toEqual({ shape, index: true });

  for (const bbox of [CITY, undefined]) {
    const { filter, order, hint } = page({ code: '99203' }, undefined, bbox, 'name');
    expect(hint).toBe(bbox ? 'code_tile_name_covering' : 'code_name_covering');
    // The code indexes are multikey; a code search pins the code to one value, so the page is covered too.
    expect(await planOf(filter, { hint, order, projection: VERSION_PROJECTION })).toEqual({ stage: 'PROJECTION_COVERED', index: hint, docs: 0 });
  }
});

it('plans every category search as it did before the code indexes existed', async () => {
  const withCodeIndexes = await categoryPlans();
  const collection = api.server.clinics.collection;
  await collection.dropIndex('code_tile_name_covering');
  await collection.dropIndex('code_name_covering');
  expect(await categoryPlans()).toEqual(withCodeIndexes);
});

it('finds the clinics due a price reminder by their confirmation date, not by reading every clinic', async () => {
  const collection = api.server.clinics.collection;
  const filter = api.server.priceConfirmations.dueFilter(new Date());
  const [plan, due, all] = await Promise.all([planOf(filter), collection.countDocuments(filter), collection.countDocuments({})]);
  expect(due).toBeGreaterThan(0);
  expect(plan.index).toBe('prices_confirmed_at');
  expect(plan.docs).toBeLessThan(all / 2);
});
