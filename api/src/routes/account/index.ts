import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { ObjectId } from 'mongodb';
import { OwnerClinicList, OwnerClinicResult } from '@directpay/contracts';
import { toPublicClinic } from '../../repositories/clinics/public-clinic';
import { fileIds } from '../../images/store';
import { ClientError } from '../../images/errors';
import { saveClinic } from './save-clinic';
import doctorRoutes from './doctors';
import metricsRoutes from './metrics';
import { useStrictValidation } from '../auth/strict-validation';

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-fA-F]{24}$' }) });
export const CLINIC_NOT_FOUND = 'Clinic not found.';

const security = [{ bearerAuth: [] }];
const multipartBody = { description: 'multipart/form-data: jsonPayload (ClinicInput JSON) and image0, image1, ... for images whose url is empty' };

/** Owner routes: every read and write is scoped to the caller's account; another account's clinic is 404. */
const accountRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart);
  useStrictValidation(fastify);
  fastify.addHook('onRequest', fastify.authenticate);
  // An unconfirmed email may hold an account but not list clinics (issue 12, item 1).
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);
  const publicUrl = fastify.config.publicUrl;
  const accountOf = (owner: { accountId: string }) => new ObjectId(owner.accountId);

  fastify.get('/clinics', { schema: { tags: ['account'], security, response: { 200: OwnerClinicList } } }, async (request) => {
    const clinics = await fastify.clinics.listForAccount(accountOf(request.owner));
    return { results: clinics.map((c) => toPublicClinic(c, publicUrl)) };
  });

  fastify.post('/clinics', { schema: { tags: ['account'], security, description: multipartBody.description, response: { 201: OwnerClinicResult } } }, async (request, reply) => {
    const saved = await saveClinic(fastify, request);
    return reply.code(201).send({ result: toPublicClinic(saved!, publicUrl) });
  });

  fastify.put<{ Params: { id: string } }>(
    '/clinics/:id',
    { schema: { tags: ['account'], security, params: IdParams, description: multipartBody.description, response: { 200: OwnerClinicResult } } },
    async (request) => {
      const saved = await saveClinic(fastify, request, new ObjectId(request.params.id));
      if (!saved) throw new ClientError(404, CLINIC_NOT_FOUND);
      return { result: toPublicClinic(saved, publicUrl) };
    },
  );

  fastify.delete<{ Params: { id: string } }>('/clinics/:id', { schema: { tags: ['account'], security, params: IdParams } }, async (request, reply) => {
    const deleted = await fastify.clinics.deleteForAccount(accountOf(request.owner), new ObjectId(request.params.id));
    if (!deleted) throw new ClientError(404, CLINIC_NOT_FOUND);
    const doctorImages = deleted.doctors.flatMap((d) => (d.imageId ? [d.imageId] : []));
    await fastify.images.delete([...fileIds(deleted.images), ...doctorImages]);
    await fastify.eventsRepository.deleteForClinic(deleted._id);
    return reply.code(204).send();
  });

  await fastify.register(doctorRoutes);
  await fastify.register(metricsRoutes);
};

export default accountRoutes;
