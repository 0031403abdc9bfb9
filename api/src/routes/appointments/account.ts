import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { answerOwnerAppointment, listOwnerAppointments } from '@directpay/contracts';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { answerRequest } from '#src/appointments/answer';
import { toOwnerAppointment } from '#src/repositories/appointments/stored-appointment';

/**
 * The owner's Requests page, under /account: the requests to the caller's
 * clinics, and the same answers as the mailed links. Another account's request
 * is 404 and nothing changes; another account's clinic id lists nothing.
 */
const appointmentAccountRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);
  const accountOf = (owner: { accountId: string }) => new ObjectId(owner.accountId);

  route(fastify, listOwnerAppointments, {}, async (request) => {
    const { clinicId, state } = request.query;
    const found = await fastify.appointments.listForAccount(accountOf(request.owner), { clinicId: clinicId ? new ObjectId(clinicId) : undefined, state });
    return { results: found.map(toOwnerAppointment) };
  });

  route(fastify, answerOwnerAppointment, {}, async (request) => {
    const doc = await fastify.appointments.findForAccount(accountOf(request.owner), new ObjectId(request.params.id));
    if (!doc) throw notFound('Appointment request not found.');
    return { result: toOwnerAppointment(await answerRequest(fastify, request.log, doc, request.body)) };
  });
};

export default appointmentAccountRoutes;
