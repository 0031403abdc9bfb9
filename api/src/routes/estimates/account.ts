import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ObjectId } from 'mongodb';
import {
  checkIssueEstimate,
  dayIn,
  getEstimatePdf,
  getEstimateRequest,
  issueEstimate,
  issueWarnings,
  listEstimateRequests,
  tinProblem,
} from '@directpay/contracts';
import { HttpError, badRequest, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { buildEstimate, draftOf } from '#src/estimates/build-estimate';
import { renderEstimatePdf } from '#src/estimates/estimate-pdf';
import { estimateFileName, estimateIssuedMail } from '#src/estimates/mails';
import { toIssuedSummary, toRequestSummary } from '#src/repositories/estimates/stored-estimate';

const REQUEST_NOT_FOUND = 'Estimate request not found.';

/**
 * The owner's side of Good Faith Estimates, under /account: the requests to the
 * caller's clinics, one request with a draft, issuing, and an issued PDF.
 * Another account's request or estimate is 404 and nothing changes.
 */
const estimateAccountRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);
  const accountOf = (owner: { accountId: string }) => new ObjectId(owner.accountId);

  const ownRequest = async (owner: { accountId: string }, id: string) => {
    const found = await fastify.estimates.findRequestForAccount(accountOf(owner), new ObjectId(id));
    if (!found) throw notFound(REQUEST_NOT_FOUND);
    return found;
  };

  route(fastify, listEstimateRequests, {}, async (request) => {
    const clinicId = request.query.clinicId ? new ObjectId(request.query.clinicId) : undefined;
    const now = new Date();
    return { results: (await fastify.estimates.listForAccount(accountOf(request.owner), clinicId)).map((r) => toRequestSummary(r, now)) };
  });

  route(fastify, getEstimateRequest, {}, async (request) => {
    const found = await ownRequest(request.owner, request.params.id);
    const issued = await fastify.estimates.estimatesOf(found._id);
    const clinic = await fastify.clinics.findForAccount(accountOf(request.owner), found.clinicId);
    const npi = clinic?.npi ?? '';
    const tin = clinic?.tin ?? '';
    const draft = draftOf(found, issued[0]);
    return {
      request: { ...toRequestSummary(found, new Date()), dateOfBirth: found.dateOfBirth, email: found.email, note: found.note, locale: found.locale },
      clinic: {
        id: found.clinicId.toHexString(),
        name: clinic?.detail.name ?? found.clinicName,
        npi,
        tin,
        missing: [...(npi ? [] : ['npi' as const]), ...(tin ? [] : ['tin' as const])],
      },
      draft,
      warnings: issueWarnings(draft, draft.scheduledFor ?? null, dayIn(found.timeZone, new Date())),
      estimates: issued.map(toIssuedSummary),
    };
  });

  route(fastify, issueEstimate, {}, async (request, reply) => {
    const found = await ownRequest(request.owner, request.params.id);
    const clinic = await fastify.clinics.findForAccount(accountOf(request.owner), found.clinicId);
    if (!clinic) throw notFound('The clinic of this request no longer exists.');
    const now = new Date();
    const today = dayIn(found.timeZone, now);
    // The request's own date may have passed by now; a date the owner gives may not be in the past.
    const problems = checkIssueEstimate(request.body, today).filter((p) => !(p.field === '/scheduledFor' && request.body.scheduledFor === found.scheduledFor));
    if (problems[0]) throw badRequest(`body${problems[0].field} ${problems[0].message}`, `/body${problems[0].field}`);
    for (const field of ['npi', 'tin'] as const) {
      if (!clinic[field]) {
        throw new HttpError(422, `The clinic has no ${field}: add the clinic's NPI and TIN (its details in the clinic wizard) before issuing estimates.`);
      }
    }
    // A TIN saved before the IRS's rules were checked is caught here, before it is printed.
    const tinWrong = tinProblem(clinic.tin ?? '');
    if (tinWrong) throw new HttpError(422, `The clinic's tin ${tinWrong}: correct it in the clinic wizard before issuing estimates.`);
    const scheduledFor = request.body.scheduledFor === undefined ? found.scheduledFor : request.body.scheduledFor;
    const warnings = issueWarnings(request.body, scheduledFor, today);
    if (warnings.length > 0 && request.body.acceptWarnings !== true) {
      const list = warnings.map((w) => w.message).join(' ');
      throw new HttpError(422, `Not issued: ${list} Correct the estimate, or send acceptWarnings: true to issue it as it is.`, `/body${warnings[0].field}`);
    }
    const { estimate, token } = buildEstimate(request.body, found, clinic, now);
    const pdf = await renderEstimatePdf(estimate);
    const stored = await fastify.estimates.issue(estimate, pdf, found.latestEstimateId);
    if (!stored) throw new HttpError(409, 'Another estimate was issued for this request meanwhile; reload it and issue again.');
    await fastify.mailer.send(estimateIssuedMail(stored, token, pdf, fastify.config.siteOrigins[0] ?? ''));
    return reply.code(201).send({ result: toIssuedSummary(stored) });
  });

  route(fastify, getEstimatePdf, {}, async (request, reply) => {
    const estimate = await fastify.estimates.findEstimateForAccount(accountOf(request.owner), new ObjectId(request.params.id));
    if (!estimate) throw notFound('Estimate not found.');
    const pdf = await fastify.estimates.readPdf(estimate._id);
    return (reply as FastifyReply)
      .type('application/pdf')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `inline; filename="${estimateFileName(estimate, `-${estimate.issuedOn}`)}"`)
      .header('Content-Length', pdf.length)
      .send(pdf);
  });
};

export default estimateAccountRoutes;
