import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ObjectId } from 'mongodb';
import { DoctorPayload, createDoctor, deleteDoctor, isDoctorImagePart, npiProblem, updateDoctor } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { readOwnerUpload } from '#src/images/multipart';
import { DOCTOR_SIZE, renderImage } from '#src/images/render';
import { ImageWrites } from '#src/images/store';
import { toOwnerDoctor } from '#src/repositories/clinics/public-clinic';
import type { StoredClinic, StoredDoctor } from '#src/repositories/clinics/stored-clinic';
import { badRequest, notFound } from '#src/lib/http-errors';
import { checkPayload } from './validate';

/** Doctors live inside their clinic document, each with its own ObjectId. */
const doctorRoutes: FastifyPluginAsync = async (fastify) => {
  const publicUrl = fastify.config.publicUrl;

  const ownClinic = async (request: FastifyRequest & { params: { clinicId: string } }): Promise<StoredClinic> => {
    const clinic = await fastify.clinics.findForAccount(new ObjectId(request.owner.accountId), new ObjectId(request.params.clinicId));
    if (!clinic) throw notFound('Clinic not found.');
    return clinic;
  };

  /** The clinic's fields as an owner write sets them: the server's own (dates, search keys, NPI marks) are left as stored. */
  const ownerFields = (clinic: StoredClinic) => {
    const { _id: _i, accountId: _a, createdAt: _c, updatedAt: _u, search: _s, demo: _d, npiMarks: _m, ...rest } = clinic;
    return rest;
  };

  /** The doctor as the owner sees it, once its NPI's check is queued and, when the registry answered at once, settled. */
  const checked = async (request: FastifyRequest, saved: StoredClinic, doctor: StoredDoctor) => {
    await fastify.npiChecks.afterSave(saved);
    const clinic = (await fastify.clinics.findForAccount(new ObjectId(request.owner.accountId), saved._id)) ?? saved;
    return toOwnerDoctor(doctor, publicUrl, clinic.npiMarks, await fastify.npiChecks.forClinics([clinic._id]));
  };

  /** Writes the clinic's new doctor list; the photo written for this request is removed on failure. */
  const saveDoctor = async (
    request: FastifyRequest,
    clinic: StoredClinic,
    existing: StoredDoctor | undefined,
  ): Promise<{ doctor: StoredDoctor; saved: StoredClinic }> => {
    const upload = await readOwnerUpload(request, { fileField: isDoctorImagePart, maxFiles: 1, render: (field, bytes) => renderImage(field, bytes, false, DOCTOR_SIZE) });
    const { id: _id, imgUrl, npi: typedNpi, ...rest } = checkPayload(DoctorPayload, upload.jsonPayload);
    // Left out, the NPI stays as stored (a form that does not show it keeps it), as the clinic's does; '' removes it.
    const npi = typedNpi === undefined ? (existing?.npi ?? '') : typedNpi.trim();
    const npiWrong = npi ? npiProblem(npi) : undefined;
    if (npiWrong) throw badRequest(`jsonPayload/npi ${npiWrong}`, '/body/jsonPayload/npi');
    const fields = { ...rest, ...(npi ? { npi } : {}) };
    const photo = upload.files[0]?.image;
    const writes = new ImageWrites(fastify.images);
    try {
      // A new photo replaces the old one; imgUrl '' without a new photo removes it.
      const imageId = photo ? (await writes.save(photo)).id : imgUrl === '' ? null : (existing?.imageId ?? null);
      const doctor: StoredDoctor = { ...fields, id: existing?.id ?? new ObjectId(), imageId };
      const doctors = existing ? clinic.doctors.map((d) => (d.id.equals(existing.id) ? doctor : d)) : [...clinic.doctors, doctor];
      const saved = await fastify.clinics.replaceForAccount(clinic.accountId, clinic._id, { ...ownerFields(clinic), doctors });
      if (!saved) throw notFound('Clinic not found.');
      if (existing?.imageId && !existing.imageId.equals(imageId ?? new ObjectId())) await fastify.images.delete([existing.imageId]);
      return { doctor, saved };
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
    const { doctor, saved } = await saveDoctor(request, clinic, undefined);
    return reply.code(201).send({ result: await checked(request, saved, doctor) });
  });

  route(fastify, updateDoctor, {}, async (request) => {
    const clinic = await ownClinic(request);
    const { doctor, saved } = await saveDoctor(request, clinic, findDoctor(clinic, request.params.id));
    return { result: await checked(request, saved, doctor) };
  });

  route(fastify, deleteDoctor, {}, async (request, reply) => {
    const clinic = await ownClinic(request);
    const doctor = findDoctor(clinic, request.params.id);
    const saved = await fastify.clinics.replaceForAccount(clinic.accountId, clinic._id, { ...ownerFields(clinic), doctors: clinic.doctors.filter((d) => d !== doctor) });
    if (!saved) throw notFound('Clinic not found.');
    await fastify.npiChecks.afterSave(saved);
    if (doctor.imageId) await fastify.images.delete([doctor.imageId]);
    return reply.code(204).send(null);
  });
};

export default doctorRoutes;
