import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { recordClinicEvent } from '@directpay/contracts';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { EVENT_LIMIT } from '#src/plugins/external/rate-limit';

/** Public counters for the owner's metrics screen; only clinic, type and time are kept. */
const eventsRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, recordClinicEvent, { config: { rateLimit: EVENT_LIMIT } }, async (request, reply) => {
    const clinicId = new ObjectId(request.params.clinicId);
    if (!(await fastify.clinics.findById(clinicId))) throw notFound('Clinic not found.');
    await fastify.eventsRepository.record(clinicId, request.body.type);
    return reply.code(204).send(null);
  });
};

export default eventsRoutes;
