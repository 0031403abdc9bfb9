import { multipart, pngImage, signIn, validClinic, validDoctor } from '#test/owner/helpers';
import type { HardeningApp } from './app';
import type { Callers } from './property';

/** Owners A and B, A with a clinic (with a picture) and a doctor: the ids a generated request may hit. */
export async function setUpCallers(h: HardeningApp): Promise<Callers & { clinicId: string; doctorId: string }> {
  const a = await signIn(h.app, 'owner-a@example.com');
  const b = await signIn(h.app, 'owner-b@example.com');
  const form = multipart([['jsonPayload', JSON.stringify(validClinic({ images: [{ url: '' }] }))], ['image0', { bytes: await pngImage() }]]);
  const clinic = await h.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...a.headers, ...form.headers }, payload: form.payload });
  const clinicId = clinic.json().result.id as string;
  const doctorForm = multipart([['jsonPayload', JSON.stringify(validDoctor())]]);
  const doctor = await h.app.inject({ method: 'POST', url: `/account/clinics/${clinicId}/doctors`, headers: { ...a.headers, ...doctorForm.headers }, payload: doctorForm.payload });
  const doctorId = doctor.json().result.id as string;
  const imageId = new URL(clinic.json().result.images[0].url as string).pathname.split('/').pop()!;
  // The second caller moderates too, so the moderation routes are asked by an administrator and by an owner.
  await h.app.mongo.db.collection('users').updateOne({ email: 'owner-b@example.com' }, { $set: { administrator: { grantedAt: new Date(), grantedBy: 'test' } } });
  return { tokens: [`Bearer ${a.token}`, `Bearer ${b.token}`], ids: [clinicId, doctorId, imageId], clinicId, doctorId };
}
