import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { PRICE_REPORT_VISIT_MAX_DAYS, formatDollars, formatLongDate, hasPrice, parsePrice, reportPriceMismatch } from '@directpay/contracts';
import { checkBot } from '#src/lib/bot-check';
import { badRequest, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { MESSAGE_LIMIT } from '#src/plugins/external/rate-limit';

const DAY_MS = 86_400_000;

/** A visit day is not in the future (a day of grace for time zones) and at most two years ago. */
function checkVisitDate(visitDate: string, now: Date): void {
  const day = Date.parse(`${visitDate}T00:00:00Z`);
  if (day > now.getTime() + DAY_MS) throw badRequest('body/visitDate must not be in the future.', '/body/visitDate');
  if (day < now.getTime() - PRICE_REPORT_VISIT_MAX_DAYS * DAY_MS) {
    throw badRequest(`body/visitDate must be within the last ${PRICE_REPORT_VISIT_MAX_DAYS} days.`, '/body/visitDate');
  }
}

/**
 * "I was charged a different price": the same bot check and rate
 * limit as messages. The report is stored without personal data, and mailed to
 * the clinic's address when it has one.
 */
const priceReportRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, reportPriceMismatch, { config: { rateLimit: MESSAGE_LIMIT } }, async (request, reply) => {
    const { service, amountPaid, visitDate, note, recaptchaToken } = request.body;
    const now = new Date();
    checkVisitDate(visitDate, now);
    await checkBot(fastify, request, recaptchaToken);
    const clinic = await fastify.clinics.findPublic(new ObjectId(request.params.clinicId));
    if (!clinic) throw notFound('Clinic not found.');
    const name = service.trim();
    const listed = [...clinic.services, ...clinic.otherServices].find((s) => hasPrice(s) && s.description.trim() === name);
    if (!listed) throw badRequest('body/service is not one of the prices this clinic lists.', '/body/service');
    const report = await fastify.priceReports.insert({
      clinicId: clinic._id,
      service: name,
      listedPrice: listed.price.trim(),
      amountPaid,
      visitDate,
      note: (note ?? '').trim(),
      reportedAt: now,
    });
    // The moderators see it too, as a case of its own.
    await fastify.moderation.cases.insertPriceReportCase({ _id: report._id, clinicId: clinic._id, note: report.note, reportedAt: now });
    const to = clinic.detail.emailAddress.trim();
    if (to) {
      const site = fastify.config.siteOrigins[0] ?? '';
      await fastify.mailer.send({
        to,
        subject: `Price report for ${name} at ${clinic.detail.name}`,
        text: [
          `A visitor to DirectPay Clinics reported being charged a different price at ${clinic.detail.name}.`,
          '',
          `Service: ${name}`,
          `Listed price: ${formatDollars(parsePrice(listed.price) ?? 0)}`,
          `Amount paid: ${formatDollars(parsePrice(amountPaid) ?? 0)}`,
          `Date of visit: ${formatLongDate(`${visitDate}T00:00:00Z`)}`,
          `Note: ${(note ?? '').trim() || '(none)'}`,
          '',
          'Reports are anonymous: we keep no name, email or address of the person reporting.',
          `See the reports and mark them resolved in your account: ${site}/account/clinic-locations`,
          '',
        ].join('\n'),
      });
    }
    return reply.code(202).send({ status: 'accepted' });
  });
};

export default priceReportRoutes;
