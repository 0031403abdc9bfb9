import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { acceptAppointmentProposal, cancelAppointment, getAppointmentCalendar, getPatientAppointment } from '@directpay/contracts';
import { HttpError, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { ESTIMATE_LINK_LIMIT } from '#src/plugins/external/rate-limit';
import { tokenHashOf } from '#src/estimates/build-estimate';
import { patientAction } from '#src/appointments/answer';
import { appointmentCalendar } from '#src/appointments/calendar';
import { toPatientAppointment } from '#src/repositories/appointments/stored-appointment';

/** As an estimate's private link: enough to open and use it, far too few to guess one. */
const LINK_LIMIT = ESTIMATE_LINK_LIMIT;

/** The patient's private page of a request: read it, accept a proposed time, cancel, take the calendar file. */
const patientAppointmentRoutes: FastifyPluginAsync = async (fastify) => {
  const byLink = async (token: string, reply: FastifyReply) => {
    // Someone's appointment: no cache keeps it.
    reply.header('Cache-Control', 'no-store');
    const doc = await fastify.appointments.findByTokenHash(tokenHashOf(token));
    if (!doc) throw notFound('This appointment link is unknown.');
    return doc;
  };

  route(fastify, getPatientAppointment, { config: { rateLimit: LINK_LIMIT } }, async (request, reply) => {
    return toPatientAppointment(await byLink(request.params.token, reply));
  });

  route(fastify, acceptAppointmentProposal, { config: { rateLimit: LINK_LIMIT } }, async (request, reply) => {
    const doc = await byLink(request.params.token, reply);
    return toPatientAppointment(await patientAction(fastify, request.log, doc, 'accept'));
  });

  route(fastify, cancelAppointment, { config: { rateLimit: LINK_LIMIT } }, async (request, reply) => {
    const doc = await byLink(request.params.token, reply);
    return toPatientAppointment(await patientAction(fastify, request.log, doc, 'cancel'));
  });

  route(fastify, getAppointmentCalendar, { config: { rateLimit: LINK_LIMIT } }, async (request, reply) => {
    const doc = await byLink(request.params.token, reply);
    const { time } = doc;
    if (doc.state !== 'confirmed' || !time) throw new HttpError(409, `This request is ${doc.state}: only a confirmed appointment has a calendar file.`);
    const host = new URL(fastify.config.publicUrl).hostname;
    return (reply as FastifyReply)
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="appointment.ics"')
      .send(appointmentCalendar({ ...doc, time }, host));
  });
};

export default patientAppointmentRoutes;
