import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ObjectId } from 'mongodb';
import { ClinicEventRequest } from '@directpay/contracts';
import { ClientError } from '../../images/errors';
import { EVENT_LIMIT } from '../../plugins/external/rate-limit';
import { useStrictValidation } from '../auth/strict-validation';

const ClinicParams = Type.Object({ clinicId: Type.String({ pattern: '^[0-9a-fA-F]{24}$' }) });

/** Public counters for the owner's metrics screen; only clinic, type and time are kept. */
const eventsRoutes: FastifyPluginAsync = async (fastify) => {
  useStrictValidation(fastify);
  fastify.post<{ Params: Static<typeof ClinicParams>; Body: Static<typeof ClinicEventRequest> }>(
    '/clinics/:clinicId/events',
    { config: { rateLimit: EVENT_LIMIT }, schema: { tags: ['metrics'], params: ClinicParams, body: ClinicEventRequest } },
    async (request, reply) => {
      const clinicId = new ObjectId(request.params.clinicId);
      if (!(await fastify.clinics.findById(clinicId))) throw new ClientError(404, 'Clinic not found.');
      await fastify.eventsRepository.record(clinicId, request.body.type);
      return reply.code(204).send();
    },
  );
};

export default eventsRoutes;
