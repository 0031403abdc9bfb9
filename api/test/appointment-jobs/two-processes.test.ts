/**
 * Two API instances on one database (the embedded engine reached by its mongodb:// URI, as two
 * processes behind a load balancer would be): both run the appointment jobs at the same instants,
 * and each reminder and each expiry notice is in the outbox once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@directpay/embedded-mongo';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { readOutbox } from '../messages/outbox';
import { storedRequest } from './support';

jest.setTimeout(120_000);

let root = '';
let engine: EmbeddedMongo;
let a: TestApp;
let b: TestApp;
let outboxDir = '';

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'api-appt-two-'));
  outboxDir = path.join(root, 'outbox');
  engine = await startEmbeddedMongo({ dataDir: path.join(root, 'db') });
  const env = (name: string) => ({ MONGODB_URI: engine.uri, MONGODB_DB: 'appointment_jobs_two', DATA_DIR: path.join(root, name), OUTBOX_DIR: outboxDir, APPOINTMENT_JOBS_EVERY_S: '1' });
  [a, b] = await Promise.all([buildOwnerTestApp(env('a')), buildOwnerTestApp(env('b'))]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await engine?.close();
  rmSync(root, { recursive: true, force: true });
});

it('sends each reminder and each expiry notice once while both instances run the jobs', async () => {
  const owner = await signIn(a.app, 'two-owner@example.com');
  const accountId = new ObjectId(owner.accountId);
  const clinicId = new ObjectId();
  const now = Date.now();
  const day = 24 * 3600_000;
  const requests = Array.from({ length: 6 }, (_, i) =>
    storedRequest({
      accountId,
      clinicId,
      name: `Waiting Patient ${i}`,
      // Five days ago: past one business day whatever the weekday and holidays.
      requestedAt: new Date(now - 5 * day),
      requestedOn: new Date(now - 5 * day).toISOString().slice(0, 10),
      windowsEndAt: new Date(now + 10 * day),
    }),
  );
  const lapsed = Array.from({ length: 4 }, (_, i) =>
    storedRequest({ accountId, clinicId, email: `lapsed-${i}@example.com`, requestedAt: new Date(now - 3 * day), windowsEndAt: new Date(now - 3600_000), reminderSentAt: new Date(now - day) }),
  );
  // Written through one instance, seen by the other.
  await a.app.appointments.collection.insertMany([...requests, ...lapsed]);

  // Both at the same instants, again and again, beside their own timers.
  for (let round = 0; round < 5; round++) await Promise.all([a.app.appointmentJobs.runOnce(), b.app.appointmentJobs.runOnce(), a.app.appointmentJobs.runOnce(), b.app.appointmentJobs.runOnce()]);
  await new Promise((resolve) => setTimeout(resolve, 2500));

  const outbox = readOutbox(outboxDir);
  for (const doc of requests) expect(outbox.filter((m) => m.headers.to === 'two-owner@example.com' && m.headers.subject?.includes(doc.name))).toHaveLength(1);
  for (const doc of lapsed) expect(outbox.filter((m) => m.headers.to === doc.email)).toHaveLength(1);
  expect(await b.app.appointments.collection.countDocuments({ _id: { $in: lapsed.map((doc) => doc._id) }, state: 'expired' })).toBe(lapsed.length);
});
