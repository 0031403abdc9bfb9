/**
 * POST /account/imports/preview (a dry run) and POST /account/imports (all or
 * nothing). Both read the file the same way and plan the same way; only the
 * second writes, and only a plan without a bad row, with the category chosen
 * when the file gives none.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ObjectId } from 'mongodb';
import { applyImport, previewImport, type ImportReport } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { usPlaces } from '#src/places/us-places';
import { readImportUpload } from '#src/imports/read-upload';
import { isCmsFile, readCmsCsv, readCmsJson } from '#src/imports/cms-template';
import { readSimpleTemplate } from '#src/imports/simple-template';
import { categoryOf, categoryWords } from '#src/imports/draft';
import { planImport, type ImportPlan } from '#src/imports/plan';
import { dailyCapProblem } from '#src/repositories/clinic-imports/clinic-imports-repository';

function reportOf(plan: ImportPlan, createdIds: Map<string, ObjectId> = new Map()): ImportReport {
  const count = (action: string) => plan.locations.filter((l) => l.action === action).length;
  return {
    format: plan.format,
    rows: plan.rows,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    locations: plan.locations.map(({ draft, action, current }) => {
      const id = current?._id ?? createdIds.get(draft.externalId);
      return { externalId: draft.externalId, name: draft.detail.name, action, row: draft.row, services: draft.services.length, ...(id ? { id: id.toHexString() } : {}) };
    }),
    errors: plan.errors,
    notices: plan.notices,
    categoryNeeded: plan.categoryNeeded,
  };
}

const CATEGORY = '/body/category';

const importRoutes: FastifyPluginAsync = async (fastify) => {
  const accountOf = (request: FastifyRequest) => new ObjectId(request.owner.accountId);

  async function plan(request: FastifyRequest, now: Date): Promise<ImportPlan> {
    const { file, category } = await readImportUpload(request);
    let categoryId: number | undefined;
    if (category?.trim()) {
      const chosen = categoryOf(category.trim());
      if (typeof chosen === 'string') throw badRequest(`category ${chosen}. Nothing was imported.`, CATEGORY);
      categoryId = chosen;
    }
    const parsed = file.kind === 'json' ? readCmsJson(file.value) : isCmsFile(file.rows) ? readCmsCsv(file.rows) : readSimpleTemplate(file.rows);
    return planImport(parsed, await fastify.clinics.listForAccount(accountOf(request)), await usPlaces(), now, categoryId);
  }

  /** The caps on new locations, checked before anything is written (the apply counts again once it is recorded). */
  async function checkCaps(request: FastifyRequest, planned: ImportPlan, now: Date): Promise<void> {
    const creating = planned.locations.filter((l) => l.action === 'create').length;
    if (creating === 0) return;
    const { caps } = fastify.clinicImports;
    if (creating > caps.perImport) {
      throw badRequest(`The file would add ${creating} new locations; one import adds at most ${caps.perImport}. Split it into smaller files. Nothing was imported.`, '/body/file');
    }
    const refused = dailyCapProblem(await fastify.clinicImports.createdSince(accountOf(request), now), creating, now, caps.perDay);
    if (refused) throw refused;
  }

  route(fastify, previewImport, {}, async (request) => {
    const now = new Date();
    const planned = await plan(request, now);
    await checkCaps(request, planned, now);
    return reportOf(planned);
  });

  route(fastify, applyImport, {}, async (request) => {
    const now = new Date();
    const planned = await plan(request, now);
    const [first, ...more] = planned.errors;
    if (first) {
      const rest = more.length ? ` (and ${more.length} more; a dry run lists them all)` : '';
      throw badRequest(`Row ${first.row}, column ${first.column}: ${first.message}${rest}. Nothing was imported.`, '/body/file');
    }
    if (planned.categoryNeeded) {
      throw badRequest(`category is required: the file gives no category for its new locations; send one of ${categoryWords()}. Nothing was imported.`, CATEGORY);
    }
    await checkCaps(request, planned, now);
    const createdIds = new Map<string, ObjectId>();
    const creates = planned.locations.flatMap((l) => {
      if (l.action !== 'create') return [];
      const id = new ObjectId();
      createdIds.set(l.draft.externalId, id);
      return [{ id, fields: l.fields }];
    });
    const updates = planned.locations.flatMap((l) => (l.action === 'update' && l.current ? [{ current: l.current, fields: l.fields }] : []));
    await fastify.clinicImports.apply(accountOf(request), { creates, updates }, now);
    // An imported NPI is checked as a typed one is, by the job rather than during the upload.
    for (const id of [...creates.map((c) => c.id), ...updates.map((u) => u.current._id)]) await fastify.npiChecks.queue(accountOf(request), id);
    return reportOf(planned, createdIds);
  });
};

export default importRoutes;
