import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ObjectId } from 'mongodb';
import { DoctorPayload, createDoctor, deleteDoctor, isDoctorImagePart, updateDoctor } from '@directpay/contracts';
import { notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { readOwnerUpload } from '#src/images/multipart';
import { DOCTOR_SIZE, renderImage } from '#src/images/render';
import { ImageWrites } from '#src/images/store';
import { toPublicDoctor } from '#src/repositories/clinics/public-clinic';
import type { StoredClinic, StoredDoctor } from '#src/repositories/clinics/stored-clinic';
import { checkPayload } from './validate';

/** Doctors live inside their clinic document, each with its own ObjectId. */
const doctorRoutes: FastifyPluginAsync = async (fastify) => {
  const publicUrl = fastify.config.publicUrl;

  const ownClinic = async (request: FastifyRequest & { params: { clinicId: string } }): Promise<StoredClinic> => {
    const clinic = await fastify.clinics.findForAccount(new ObjectId(request.owner.accountId), new ObjectId(request.params.clinicId));
    if (!clinic) throw notFound('Clinic not found.');
    return clinic;
  };

  /** Writes the clinic's new doctor list; the photo written for this request is removed on failure. */
  const saveDoctor = async (
    request: FastifyRequest,
    clinic: StoredClinic,
    existing: StoredDoctor | undefined,
  ): Promise<StoredDoctor> => {
    const upload = await readOwnerUpload(request, { fileField: isDoctorImagePart, maxFiles: 1, render: (field, bytes) => renderImage(field, bytes, false, DOCTOR_SIZE) });
    const { id: _id, imgUrl, ...fields } = checkPayload(DoctorPayload, upload.jsonPayload);
    const photo = upload.files[0]?.image;
    const writes = new ImageWrites(fastify.images);
    try {
      // A new photo replaces the old one; imgUrl '' without a new photo removes it.
      const imageId = photo ? (await writes.save(photo)).id : imgUrl === '' ? null : (existing?.imageId ?? null);
      const doctor: StoredDoctor = { ...fields, id: existing?.id ?? new ObjectId(), imageId };
      const doctors = existing ? clinic.doctors.map((d) => (d.id.equals(existing.id) ? doctor : d)) : [...clinic.doctors, doctor];
      const { _id: clinicId, accountId, createdAt: _c, updatedAt: _u, search: _s, demo: _d, ...rest } = clinic;
      const saved = await fastify.clinics.replaceForAccount(accountId, clinicId, { ...rest, doctors });
      if (!saved) throw notFound('Clinic not found.');
      if (existing?.imageId && !existing.imageId.equals(imageId ?? new ObjectId())) await fastify.images.delete([existing.imageId]);
      return doctor;
    } catch (error) {
      await writes.rollback();
      throw error;
    }
  };

  const findDoctor = (clinic: StoredClinic, id: string) => {
    const doctor = clinic.doctors.find((d) => d.id.toHexString() === id.toLowerCase());
    if (!doctor) throw notFound('Doctor not found.');
    return doctor;
  };

  route(fastify, createDoctor, {}, async (request, reply) => {
    const clinic = await ownClinic(request);
    const doctor = await saveDoctor(request, clinic, undefined);
    return reply.code(201).send({ result: toPublicDoctor(doctor, publicUrl) });
  });

  route(fastify, updateDoctor, {}, async (request) => {
    const clinic = await ownClinic(request);
    const doctor = await saveDoctor(request, clinic, findDoctor(clinic, request.params.id));
    return { result: toPublicDoctor(doctor, publicUrl) };
  });

  route(fastify, deleteDoctor, {}, async (request, reply) => {
    const clinic = await ownClinic(request);
    const doctor = findDoctor(clinic, request.params.id);
    const { _id: clinicId, accountId, createdAt: _c, updatedAt: _u, search: _s, demo: _d, ...rest } = clinic;
    const saved = await fastify.clinics.replaceForAccount(accountId, clinicId, { ...rest, doctors: clinic.doctors.filter((d) => d !== doctor) });
    if (!saved) throw notFound('Clinic not found.');
    if (doctor.imageId) await fastify.images.delete([doctor.imageId]);
    return reply.code(204).send(null);
  });
};

export default doctorRoutes;
