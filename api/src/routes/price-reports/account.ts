import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { confirmPrices, listPriceReports, resolvePriceReport } from '@directpay/contracts';
import { HttpError, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { toPublicClinic } from '#src/repositories/clinics/public-clinic';
import { toPriceReport } from '#src/repositories/price-reports/price-reports-repository';

const CLINIC_NOT_FOUND = 'Clinic not found.';

/**
 * The owner's side of price trust, under /account like the other owner routes:
 * confirm a clinic's prices, read its price reports, mark one resolved.
 * Another account's clinic (or a report of another clinic) is 404 and nothing changes.
 */
const priceTrustAccountRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);
  const accountOf = (owner: { accountId: string }) => new ObjectId(owner.accountId);

  const ownClinic = async (owner: { accountId: string }, clinicId: string) => {
    const clinic = await fastify.clinics.findForAccount(accountOf(owner), new ObjectId(clinicId));
    if (!clinic) throw notFound(CLINIC_NOT_FOUND);
    return clinic;
  };

  route(fastify, confirmPrices, {}, async (request) => {
    const outcome = await fastify.priceConfirmations.confirmAll(accountOf(request.owner), new ObjectId(request.params.clinicId), new Date());
    if (outcome.status === 'not-found') throw notFound(CLINIC_NOT_FOUND);
    if (outcome.status === 'conflict') throw new HttpError(409, 'The clinic changed while its prices were being confirmed; please try again.');
    return { result: toPublicClinic(outcome.clinic, fastify.config.publicUrl) };
  });

  route(fastify, listPriceReports, {}, async (request) => {
    const clinic = await ownClinic(request.owner, request.params.clinicId);
    return { results: (await fastify.priceReports.listForClinic(clinic._id)).map(toPriceReport) };
  });

  route(fastify, resolvePriceReport, {}, async (request) => {
    const clinic = await ownClinic(request.owner, request.params.clinicId);
    const report = await fastify.priceReports.resolve(clinic._id, new ObjectId(request.params.id), new Date());
    if (!report) throw notFound('Price report not found.');
    return { result: toPriceReport(report) };
  });
};

export default priceTrustAccountRoutes;
