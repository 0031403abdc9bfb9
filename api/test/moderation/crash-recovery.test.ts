/**
 * No action happens without its audit entry: the entry is written first,
 * pending, and a decision a crash cut short after it is carried through, at the
 * next start or before the next read of the queue or the log.
 */
import { ObjectId } from 'mongodb';
import { completePending, effectOf, standingOf } from '#src/moderation/decisions';
import { readOutbox } from '../messages/outbox';
import { buildOwnerTestApp } from '../owner/helpers';
import { ADMIN, moderationWorld, type ModerationWorld } from './support';

jest.setTimeout(60_000);

let w: ModerationWorld;
beforeAll(async () => {
  w = await moderationWorld();
});
afterAll(() => w?.t.close());

/** What a process did before it died: the entry written, nothing else. */
async function crashAfterTheEntry(app: ModerationWorld['t']['app'], clinicId: string, caseId: string, action: 'close' | 'suspend') {
  const [clinic] = await app.clinics.findForModeration([new ObjectId(clinicId)]);
  const at = new Date();
  const effect = effectOf(clinic, action, 'Cut short', new ObjectId(caseId), at);
  const entry = await app.moderation.audit.begin({
    at,
    actor: ADMIN,
    action,
    reason: 'Cut short',
    clinicId: clinic._id,
    caseId: new ObjectId(caseId),
    before: { standing: standingOf(clinic.visibility) },
    after: { standing: standingOf(effect!.visibility) },
    lock: `case:${caseId}:0`,
    round: 0,
    effect,
  });
  expect(entry).not.toBeNull();
}

it('carries a pending decision through before the queue is read', async () => {
  const id = await w.createClinic('Cut Short Dental');
  await w.report(id);
  const caseId = await w.caseOf(id);
  await crashAfterTheEntry(w.t.app, id, caseId, 'suspend');
  expect((await w.call(`/clinics/${id}`)).statusCode).toBe(200);
  expect((await w.queue()).cases.map((c) => c.id)).not.toContain(caseId);
  expect((await w.call(`/clinics/${id}`)).statusCode).toBe(410);
  const [entry] = (await w.call({ url: `/moderation/audit?clinicId=${id}`, headers: w.admin.headers })).json().entries;
  expect(entry).toMatchObject({ action: 'suspend', reason: 'Cut short', before: { standing: 'listed' }, after: { standing: 'suspended' } });
  expect(await w.t.app.mongo.db.collection('moderation_audit').countDocuments({ pending: true })).toBe(0);
  // The case of that round was decided by the entry: acting on it again is a 409.
  expect((await w.act(caseId, 'dismiss')).statusCode).toBe(409);
});

it('carries a pending decision through when the API starts again', async () => {
  const id = await w.createClinic('Restarted Dental');
  await w.report(id);
  const caseId = await w.caseOf(id);
  await crashAfterTheEntry(w.t.app, id, caseId, 'close');
  await w.t.app.close();
  const again = await buildOwnerTestApp({ DATA_DIR: w.t.dataDir, ADMIN_EMAILS: ADMIN });
  w.t.app = again.app;
  const profile = await w.call(`/clinics/${id}`);
  expect(profile.statusCode).toBe(200);
  expect(profile.json().result.closedAt).toEqual(expect.any(String));
  expect(await again.app.mongo.db.collection('moderation_audit').countDocuments({ pending: true })).toBe(0);
  expect((await again.app.mongo.db.collection('moderation_cases').findOne({ _id: new ObjectId(caseId) }))?.status).toBe('decided');
});

it('mails the owner once when two requests carry the same pending decision through at once', async () => {
  const id = await w.createClinic('Twice Read Dental');
  await w.report(id);
  const caseId = await w.caseOf(id);
  const mails = () => readOutbox(w.t.outboxDir).filter((m) => m.headers.to === 'listing-owner@example.com' && m.headers.subject?.includes('Twice Read Dental'));
  await crashAfterTheEntry(w.t.app, id, caseId, 'close');
  // An administrator's action and another's read of the queue, each completing what is pending first.
  await Promise.all([completePending(w.t.app), completePending(w.t.app)]);
  expect(mails()).toHaveLength(1);
  expect((await w.call(`/clinics/${id}`)).json().result.closedAt).toEqual(expect.any(String));
  expect(await w.t.app.mongo.db.collection('moderation_audit').countDocuments({ pending: true })).toBe(0);
});
