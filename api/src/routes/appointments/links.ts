import type { FastifyPluginAsync } from 'fastify';
import { getAppointmentLink, useAppointmentLink } from '@directpay/contracts';
import { HttpError, badRequest, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { ESTIMATE_LINK_LIMIT } from '#src/plugins/external/rate-limit';
import { answerRequest } from '#src/appointments/answer';
import { linkIdOf, readAppointmentLink, type AppointmentLink } from '#src/appointments/link-tokens';
import { toOwnerAppointment, type StoredAppointment } from '#src/repositories/appointments/stored-appointment';

const ANSWERABLE = new Set(['requested', 'proposed']);

/**
 * A clinic's one-click links: GET shows what the link does (a mail client or
 * scanner opening it changes nothing), POST does it, once. A forged or altered
 * link is 404, a used one 409, one past its windows 410.
 */
const appointmentLinkRoutes: FastifyPluginAsync = async (fastify) => {
  const open = async (token: string): Promise<{ link: AppointmentLink; doc: StoredAppointment }> => {
    const link = readAppointmentLink(fastify.config.sessionSecret, token);
    const doc = link && (await fastify.appointments.findById(link.requestId));
    if (!link || !doc) throw notFound('This link is unknown.');
    if (doc.usedLinks.includes(linkIdOf(link))) throw new HttpError(409, 'This link was used already; it works once.');
    if (link.expiresAt <= new Date()) throw new HttpError(410, 'This link has expired: the times the patient asked for have passed.');
    if (!ANSWERABLE.has(doc.state)) throw new HttpError(409, `This request is ${doc.state} already.`);
    return { link, doc };
  };

  route(fastify, getAppointmentLink, { config: { rateLimit: ESTIMATE_LINK_LIMIT } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { link, doc } = await open(request.params.token);
    return { action: link.action, ...(link.action === 'confirm' ? { window: doc.windows[link.window] } : {}), request: toOwnerAppointment(doc) };
  });

  route(fastify, useAppointmentLink, { config: { rateLimit: ESTIMATE_LINK_LIMIT } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { link, doc } = await open(request.params.token);
    const body = request.body;
    if (body.action !== link.action) throw badRequest(`body/action must be ${link.action}: this link ${link.action}s.`, '/body/action');
    if (body.action === 'confirm' && body.window !== link.window) throw badRequest(`body/window must be ${link.window}: this link confirms that window.`, '/body/window');
    return { result: toOwnerAppointment(await answerRequest(fastify, request.log, doc, body, linkIdOf(link))) };
  });
};

export default appointmentLinkRoutes;
