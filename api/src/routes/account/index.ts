import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { ObjectId } from 'mongodb';
import { createOwnerClinic, deleteOwnerClinic, listOwnerClinics, updateOwnerClinic } from '@directpay/contracts';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { toOwnerClinic } from '#src/repositories/clinics/public-clinic';
import { fileIds } from '#src/images/store';
import { saveClinic } from './save-clinic';
import doctorRoutes from './doctors';
import metricsRoutes from './metrics';
import importRoutes from './imports';
import importVisibilityRoutes from './import-visibility';

export const CLINIC_NOT_FOUND = 'Clinic not found.';

/** Owner routes: every read and write is scoped to the caller's account; another account's clinic is 404. */
const accountRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart);
  fastify.addHook('onRequest', fastify.authenticate);
  // An unconfirmed email may hold an account but not list clinics.
  fastify.addHook('onRequest', fastify.requireConfirmedEmail);
  const publicUrl = fastify.config.publicUrl;
  const accountOf = (owner: { accountId: string }) => new ObjectId(owner.accountId);

  route(fastify, listOwnerClinics, {}, async (request) => {
    const clinics = await fastify.clinics.listForAccount(accountOf(request.owner));
    return { results: clinics.map((c) => toOwnerClinic(c, publicUrl)) };
  });

  route(fastify, createOwnerClinic, {}, async (request, reply) => {
    const saved = await saveClinic(fastify, request);
    return reply.code(201).send({ result: toOwnerClinic(saved!, publicUrl) });
  });

  route(fastify, updateOwnerClinic, {}, async (request) => {
    const saved = await saveClinic(fastify, request, new ObjectId(request.params.id));
    if (!saved) throw notFound(CLINIC_NOT_FOUND);
    return { result: toOwnerClinic(saved, publicUrl) };
  });

  route(fastify, deleteOwnerClinic, {}, async (request, reply) => {
    const deleted = await fastify.clinics.deleteForAccount(accountOf(request.owner), new ObjectId(request.params.id));
    if (!deleted) throw notFound(CLINIC_NOT_FOUND);
    const doctorImages = deleted.doctors.flatMap((d) => (d.imageId ? [d.imageId] : []));
    await fastify.images.delete([...fileIds(deleted.images), ...doctorImages]);
    await fastify.eventsRepository.deleteForClinic(deleted._id);
    await fastify.priceReports.deleteForClinic(deleted._id);
    // Its open cases leave the queue; the audit log keeps what was decided.
    await fastify.moderation.cases.deleteForClinic(deleted._id);
    return reply.code(204).send(null);
  });

  await fastify.register(doctorRoutes);
  await fastify.register(metricsRoutes);
  await fastify.register(importRoutes);
  await fastify.register(importVisibilityRoutes);
};

export default accountRoutes;
