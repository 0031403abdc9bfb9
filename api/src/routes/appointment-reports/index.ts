import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { getAppointmentMetrics, getOwnerAppointmentsFhir } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { appointmentMetrics } from '#src/appointments/appointment-metrics';
import { fhirAppointmentBundle } from '#src/appointments/fhir-appointments';

/**
 * What the owner reads of the account's appointment requests beyond the Requests page: the
 * metrics per clinic and month, and the requests as a FHIR R4 Bundle. Only the caller's clinics.
 */
const appointmentReportRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);

  route(fastify, getAppointmentMetrics, {}, async (request) => {
    const clinicId = request.query.clinicId ? new ObjectId(request.query.clinicId) : undefined;
    return { rows: await appointmentMetrics(fastify.appointments.collection, new ObjectId(request.owner.accountId), clinicId) };
  });

  route(fastify, getOwnerAppointmentsFhir, {}, async (request, reply) => {
    const accountId = new ObjectId(request.owner.accountId);
    const [docs, clinics] = await Promise.all([fastify.appointments.listForAccount(accountId), fastify.clinics.listForAccount(accountId)]);
    // A window's morning or afternoon is read against the clinic's hours now.
    const hours = new Map(clinics.map((clinic) => [clinic._id.toHexString(), clinic.hours]));
    const site = (fastify.config.siteOrigins[0] ?? '').replace(/\/$/, '');
    const bundle = fhirAppointmentBundle(docs, (id) => hours.get(id), site, `${fastify.config.publicUrl}${getOwnerAppointmentsFhir.path}`, new Date());
    return reply.type('application/fhir+json; charset=utf-8').header('Cache-Control', 'private, no-store').send(Buffer.from(JSON.stringify(bundle)));
  });
};

export default appointmentReportRoutes;
