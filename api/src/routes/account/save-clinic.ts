/**
 * Create or update one clinic from a multipart request: everything is read and
 * checked first, images are rendered, and only then written; any failure after
 * the first GridFS write removes what this request wrote. Order: new files,
 * then the clinic, then deleting the files it dropped, so a crash leaves at most
 * files no clinic refers to, which the start-up sweep removes (images/orphans.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ObjectId } from 'mongodb';
import { MAX_CLINIC_IMAGES, einProblem, isClinicImagePart, tinDigits, type ClinicInput, type Hours } from '@directpay/contracts';
import { readOwnerUpload } from '#src/images/multipart';
import { renderImage, type RenderedImage } from '#src/images/render';
import { ImageWrites, fileIds } from '#src/images/store';
import { badRequest } from '#src/lib/http-errors';
import { imageIdFromUrl } from '#src/repositories/clinics/public-clinic';
import type { ClinicFields } from '#src/repositories/clinics/clinics-repository';
import { savedServices } from '#src/repositories/clinics/price-confirmation';
import type { StoredClinic, StoredImage } from '#src/repositories/clinics/stored-clinic';
import { checkClinic } from './validate';

type Plan = { keep: StoredImage } | { copy: StoredImage } | { upload: RenderedImage };

async function planImages(
  fastify: FastifyInstance,
  accountId: ObjectId,
  input: ClinicInput,
  files: { field: string; image: RenderedImage }[],
  current: StoredClinic | null,
): Promise<Plan[]> {
  const blanks = input.images.filter((i) => i.url === '').length;
  const expected = Array.from({ length: blanks }, (_, i) => `image${i}`);
  const sent = files.map((f) => f.field).sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
  if (sent.join() !== expected.join()) {
    throw badRequest(`jsonPayload/images has ${blanks} new image(s) with url '' but the parts sent were [${sent.join(', ')}]; expected [${expected.join(', ')}].`, '/body/jsonPayload/images');
  }
  let owned: StoredImage[] | undefined;
  const plans: Plan[] = [];
  let next = 0;
  for (const [index, image] of input.images.entries()) {
    if (image.url === '') {
      const field = `image${next++}`;
      plans.push({ upload: files.find((f) => f.field === field)!.image });
      continue;
    }
    const id = imageIdFromUrl(image.url);
    const mine = id && current?.images.find((i) => i.id.equals(id));
    if (mine) {
      plans.push({ keep: mine });
      continue;
    }
    // An image of another of the caller's clinics (the Duplicate action) is copied.
    owned ??= (await fastify.clinics.listForAccount(accountId)).flatMap((c) => c.images);
    const other = id && owned.find((i) => i.id.equals(id));
    if (!other) throw badRequest(`jsonPayload/images/${index}/url is not an image of your clinics; send new images as parts with url ''.`, `/body/jsonPayload/images/${index}/url`);
    plans.push({ copy: other });
  }
  return plans;
}

/** The server's own fields of a service, dropped from a clinic echoed back. */
function withoutServerServiceFields(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
    const { confirmedAt: _c, priceFileDate: _f, differentPriceReported: _d, ...rest } = item as Record<string, unknown>;
    return rest;
  });
}

/**
 * Doctors are managed by their own routes, visibility by its own, and dates and notices are the
 * server's: a clinic echoed back as GET answered it is accepted and those are ignored.
 */
function withoutDoctors(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const { doctors: _doctors, pricesConfirmedAt: _confirmed, visibility: _visibility, ...rest } = payload as Record<string, unknown>;
  return { ...rest, ...('services' in rest ? { services: withoutServerServiceFields(rest.services) } : {}), ...('otherServices' in rest ? { otherServices: withoutServerServiceFields(rest.otherServices) } : {}) };
}

export async function saveClinic(fastify: FastifyInstance, request: FastifyRequest, clinicId?: ObjectId): Promise<StoredClinic | null> {
  const accountId = new ObjectId(request.owner.accountId);
  const current = clinicId ? await fastify.clinics.findForAccount(accountId, clinicId) : null;
  if (clinicId && !current) return null;
  const upload = await readOwnerUpload(request, { fileField: isClinicImagePart, maxFiles: MAX_CLINIC_IMAGES, render: (field, bytes) => renderImage(field, bytes, true) });
  const input = checkClinic(withoutDoctors(upload.jsonPayload));
  const plans = await planImages(fastify, accountId, input, upload.files, current);
  // An EIN is published in the price files' names only by the owner's choice, kept until changed,
  // and only while the TIN is one: a TIN sent now is judged as typed (SSN groups never pass).
  const einInFileNames = input.einInFileNames ?? current?.einInFileNames ?? false;
  const einWrong = einInFileNames ? einProblem(input.tin ?? current?.tin ?? '') : undefined;
  if (einWrong) throw badRequest(`jsonPayload/einInFileNames ${einWrong}; or send einInFileNames false`, '/body/jsonPayload/einInFileNames');

  const writes = new ImageWrites(fastify.images);
  try {
    const images: StoredImage[] = [];
    for (const plan of plans) {
      if ('keep' in plan) images.push(plan.keep);
      else if ('copy' in plan) images.push(await writes.copy(plan.copy));
      else images.push(await writes.save(plan.upload));
    }
    const { id: _ignored, ...rest } = input;
    // Saving a price in the wizard confirms it; an imported price left unchanged keeps its file's date and source.
    const now = new Date();
    const services = savedServices(rest.services, now, current?.services);
    const otherServices = savedServices(rest.otherServices, now, current?.otherServices);
    // Left out, the NPI and TIN stay as stored (a form that does not show them keeps them); '' removes them.
    const npi = rest.npi === undefined ? (current?.npi ?? '') : rest.npi.trim();
    const tin = rest.tin === undefined ? (current?.tin ?? '') : tinDigits(rest.tin);
    // Left out, the appointment setting stays as stored (absent: the defaults).
    const { appointments: sentAppointments, ...others } = rest;
    const appointments = sentAppointments ?? current?.appointments;
    const fields: ClinicFields = {
      ...others,
      ...(appointments ? { appointments } : {}),
      npi,
      tin,
      einInFileNames,
      services,
      otherServices,
      hours: rest.hours as Hours,
      images,
      doctors: current?.doctors ?? [],
    };
    const saved = current ? await fastify.clinics.replaceForAccount(accountId, current._id, fields) : await fastify.clinics.insert(accountId, fields);
    if (!saved) {
      await writes.rollback();
      return null;
    }
    if (current) {
      const kept = new Set(images.map((i) => i.id.toHexString()));
      await fastify.images.delete(fileIds(current.images.filter((i) => !kept.has(i.id.toHexString()))));
    }
    return saved;
  } catch (error) {
    await writes.rollback();
    throw error;
  }
}
