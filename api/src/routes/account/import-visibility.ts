/**
 * GET /account/imports (the applied imports) and PUT /account/imports/:id/visibility:
 * every location one import wrote unpublished, or published again, in one action;
 * PUT /account/clinics/:id/visibility, the same for one location.
 * Idempotent: the same state sent twice changes nothing the second time and answers
 * the same summary. Another account's import is a 404 and changes nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { listImports, setClinicVisibility, setImportVisibility } from '@directpay/contracts';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { ImportHistoryRepository, locationIds } from '#src/repositories/clinic-imports/import-history';
import { toOwnerClinic } from '#src/repositories/clinics/public-clinic';
import { setClinicsPublished } from './clinic-visibility';

export const IMPORT_NOT_FOUND = 'Import not found.';
const CLINIC_NOT_FOUND = 'Clinic not found.';

const importVisibilityRoutes: FastifyPluginAsync = async (fastify) => {
  const history = new ImportHistoryRepository(fastify.mongo.db, fastify.clinics);

  route(fastify, listImports, {}, async (request) => ({ results: await history.list(new ObjectId(request.owner.accountId)) }));

  route(fastify, setImportVisibility, {}, async (request) => {
    const accountId = new ObjectId(request.owner.accountId);
    const record = await history.find(accountId, new ObjectId(request.params.id));
    if (!record) throw notFound(IMPORT_NOT_FOUND);
    await setClinicsPublished(fastify, accountId, locationIds(record), request.body.published);
    return { result: await history.summaryOf(record) };
  });

  route(fastify, setClinicVisibility, {}, async (request) => {
    const accountId = new ObjectId(request.owner.accountId);
    const id = new ObjectId(request.params.id);
    if (!(await fastify.clinics.findForAccount(accountId, id))) throw notFound(CLINIC_NOT_FOUND);
    await setClinicsPublished(fastify, accountId, [id], request.body.published);
    const clinic = await fastify.clinics.findForAccount(accountId, id);
    if (!clinic) throw notFound(CLINIC_NOT_FOUND);
    return { result: toOwnerClinic(clinic, fastify.config.publicUrl, await fastify.npiChecks.forClinics([clinic._id])) };
  });
};

export default importVisibilityRoutes;
