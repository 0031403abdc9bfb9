/**
 * The data the OpenAPI examples refer to, in a real app: the owner of the
 * examples' email and password, their clinic (with an image and a doctor),
 * a second clinic, a price report, an estimate request, an issued estimate and an applied import.
 * Everything is made through the API as an owner and a patient would, then
 * moved to the examples' ids (moveIds), and the two mailed secrets the examples
 * show (the confirmation link, the estimate link) are made the current ones.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ObjectId, type Db, type Document } from 'mongodb';
import * as ids from '#src/plugins/external/openapi-examples';
import { ESTIMATE_ID, REQUEST_ID, TOKEN } from '#src/plugins/external/openapi-estimate-examples';
import { APPOINTMENT_EXAMPLES, APPOINTMENT_ID, APPOINTMENT_TOKEN, LINKED_APPOINTMENT_ID } from '#src/plugins/external/openapi-appointment-examples';
import { datedExamples } from '#src/plugins/external/openapi-example-dates';
import { IMPORT_TEMPLATE_CSV } from '@directpay/contracts';
import { multipart, pngImage } from '#test/owner/helpers';
import { readOutbox } from '#test/messages/outbox';

/** The examples' password (signUp and logIn examples). */
export const EXAMPLE_PASSWORD = 'correct horse battery';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every value equal to a key (an ObjectId, or its hex inside a string), replaced by the mapped one. */
function rewrite(value: unknown, moves: Map<string, string>): unknown {
  if (value instanceof ObjectId) return moves.has(value.toHexString()) ? new ObjectId(moves.get(value.toHexString())) : value;
  if (typeof value === 'string') return [...moves].reduce((text, [from, to]) => text.split(from).join(to), value);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, moves));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item, moves)]));
  }
  return value;
}

/** Gives documents new ids, in every collection and every reference to them (GridFS files included). */
export async function moveIds(db: Db, moves: Map<string, string>): Promise<void> {
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  for (const { name } of collections) {
    const collection = db.collection(name);
    for (const doc of await collection.find({}).toArray()) {
      const moved = rewrite(doc, moves) as Document;
      if (JSON.stringify(moved) === JSON.stringify(doc)) continue;
      // Deleted first: a unique index (an email) would refuse the copy.
      await collection.deleteOne({ _id: doc._id });
      await collection.insertOne(moved);
    }
  }
}

export async function seedExampleWorld(app: FastifyInstance): Promise<void> {
  let address = 0;
  const send = async (options: InjectOptions, status: number) => {
    const res = await app.inject({ remoteAddress: `10.9.0.${++address}`, ...options });
    if (res.statusCode !== status) throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
    return res.body ? res.json() : undefined;
  };
  const email = ids.EMAIL;
  await send({ method: 'POST', url: '/auth/signup', payload: { email, password: EXAMPLE_PASSWORD } }, 202);
  const mail = readOutbox(app.config.outboxDir).find((m) => m.text.includes('confirm-email?token='));
  const confirmToken = decodeURIComponent(/confirm-email\?token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
  await send({ method: 'POST', url: '/auth/confirm-email', payload: { token: confirmToken } }, 200);
  const session = await send({ method: 'POST', url: '/auth/login', payload: { email, password: EXAMPLE_PASSWORD } }, 200);
  const headers = { authorization: `Bearer ${session.token}` };

  const upload = async (url: string, payload: unknown, files: [string, { bytes: Buffer }][] = []) => {
    const body = multipart([['jsonPayload', JSON.stringify(payload)], ...files]);
    return send({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload }, 201);
  };
  // The clinic and doctor of the examples, as their create examples describe them (the image is the test's own,
  // so a broken example image fails its own operations only).
  const { jsonPayload } = ids.OPERATION_EXAMPLES.createOwnerClinic.body!;
  const clinic = (await upload('/account/clinics', jsonPayload, [['image0', { bytes: await pngImage() }]])).result;
  const other = (await upload('/account/clinics', { ...jsonPayload, images: [], detail: { ...jsonPayload.detail, name: 'Canyon Family Dental' } })).result;
  const doctor = (await upload(`/account/clinics/${clinic.id}/doctors`, ids.OPERATION_EXAMPLES.createDoctor.body!.jsonPayload)).result;
  // Issuing an estimate needs the clinic's NPI and TIN.
  await app.mongo.db.collection('clinics').updateOne({ _id: new ObjectId(clinic.id) }, { $set: { npi: '1234567893', tin: '123456789' } });

  await send({ method: 'POST', url: `/clinics/${clinic.id}/price-reports`, payload: { service: 'Exam, x-ray & cleaning', amountPaid: '150', visitDate: new Date().toISOString().slice(0, 10) } }, 202);
  const report = (await send({ method: 'GET', url: `/account/clinics/${clinic.id}/price-reports`, headers }, 200)).results[0];
  const patient = { patientName: 'Sam Lee', dateOfBirth: '1988-04-12', email: 'sam@example.com', services: [{ description: 'Exam, x-ray & cleaning', quantity: 1 }] };
  await send({ method: 'POST', url: `/clinics/${clinic.id}/estimate-requests`, payload: patient }, 201);
  const request = (await send({ method: 'GET', url: '/account/estimate-requests', headers }, 200)).results[0];
  const detail = await send({ method: 'GET', url: `/account/estimate-requests/${request.id}`, headers }, 200);
  const issued = (await send({ method: 'POST', url: `/account/estimate-requests/${request.id}/estimates`, headers, payload: { ...detail.draft, acceptWarnings: true } }, 201)).result;

  // Two appointment requests as the example asks, dated as the document is: one the patient follows, one the clinic's link confirms.
  const appointment = datedExamples(APPOINTMENT_EXAMPLES.requestAppointment.body, new Date());
  for (let i = 0; i < 2; i++) await send({ method: 'POST', url: `/clinics/${clinic.id}/appointment-requests`, payload: appointment }, 202);
  const [linked, followed] = (await send({ method: 'GET', url: '/account/appointment-requests', headers }, 200)).results;

  // An applied import, for the examples that list the imports and unpublish one.
  const csv = multipart([['file', { bytes: Buffer.from(IMPORT_TEMPLATE_CSV), contentType: 'text/csv', filename: 'locations.csv' }]]);
  await send({ method: 'POST', url: '/account/imports', headers: { ...headers, ...csv.headers }, payload: csv.payload }, 200);
  const applied = (await send({ method: 'GET', url: '/account/imports', headers }, 200)).results[0];

  const imageId = new URL(clinic.images[0].url).pathname.split('/').pop()!;
  const moves: [string, string][] = [
    [session.userId, ids.USER_ID],
    [session.accountId, ids.ACCOUNT_ID],
    [clinic.id, ids.CLINIC_ID],
    [other.id, ids.OTHER_CLINIC_ID],
    [imageId, ids.IMAGE_ID],
    [doctor.id, ids.DOCTOR_ID],
    [report.id, ids.REPORT_ID],
    [request.id, REQUEST_ID],
    [issued.id, ESTIMATE_ID],
    [applied.id, ids.IMPORT_ID],
    [followed.id, APPOINTMENT_ID],
    [linked.id, LINKED_APPOINTMENT_ID],
  ];
  await moveIds(app.mongo.db, new Map(moves));
  // The links' secrets are only ever stored hashed: the examples' secrets become the current ones.
  await app.mongo.db.collection('estimates').updateOne({ _id: new ObjectId(ESTIMATE_ID) }, { $set: { tokenHash: sha256(TOKEN) } });
  await app.mongo.db.collection('appointment_requests').updateOne({ _id: new ObjectId(APPOINTMENT_ID) }, { $set: { tokenHashes: [sha256(APPOINTMENT_TOKEN)] } });
  const pending = { hash: sha256(ids.CONFIRMATION_SECRET), expiresAt: new Date(Date.now() + 86_400_000) };
  await app.mongo.db.collection('users').updateOne({ _id: new ObjectId(ids.USER_ID) }, { $set: { emailConfirmation: pending } });
}
