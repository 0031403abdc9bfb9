import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { recordClinicEvent } from '@directpay/contracts';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import type { Owner } from '#src/plugins/external/auth';
import { EVENT_LIMIT } from '#src/plugins/external/rate-limit';

/**
 * Public counters for the owner's metrics screen; only clinic, type and time are kept.
 * Visitors only: the clinic's own account (an owner previewing its profile) is answered
 * alike and not counted.
 */
const eventsRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, recordClinicEvent, { config: { rateLimit: EVENT_LIMIT } }, async (request, reply) => {
    const clinicId = new ObjectId(request.params.clinicId);
    const clinic = await fastify.clinics.findPublic(clinicId);
    if (!clinic) throw notFound('Clinic not found.');
    const viewer = request.owner as Owner | null;
    const ownPreview = viewer !== null && viewer.accountId === clinic.accountId.toHexString();
    if (!ownPreview) await fastify.eventsRepository.record(clinicId, request.body.type);
    return reply.code(204).send(null);
  });
};

export default eventsRoutes;
