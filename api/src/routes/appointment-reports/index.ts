import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { getAppointmentMetrics } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { appointmentMetrics } from '#src/appointments/appointment-metrics';

const APPOINTMENTS_COLLECTION = 'appointment_requests';

/**
 * What the owner reads of the account's appointment requests beyond the Requests page: the
 * metrics per clinic and month, and the requests as a FHIR R4 Bundle. Only the caller's clinics.
 */
const appointmentReportRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);
  const requests = () => fastify.mongo.db.collection(APPOINTMENTS_COLLECTION);

  route(fastify, getAppointmentMetrics, {}, async (request) => {
    const clinicId = request.query.clinicId ? new ObjectId(request.query.clinicId) : undefined;
    return { rows: await appointmentMetrics(requests(), new ObjectId(request.owner.accountId), clinicId) };
  });
};

export default appointmentReportRoutes;
