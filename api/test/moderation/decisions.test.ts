/**
 * A moderator's actions on a case: dismiss, close, suspend, restore, each with
 * a reason, each once per case (409 after), each in the audit log with who,
 * what, when, why, before and after. What the public sees follows the standing.
 */
import { moderationWorld, ADMIN, type ModerationWorld } from './support';

jest.setTimeout(60_000);

let w: ModerationWorld;

beforeAll(async () => {
  w = await moderationWorld();
});
afterAll(() => w?.t.close());

const profile = (id: string) => w.call(`/clinics/${id}`);
const searched = async (id: string) => (await w.call('/clinics?categoryId=1&sort=name&limit=200')).body.includes(id);
const audit = async (clinicId?: string) => (await w.call({ url: `/moderation/audit${clinicId ? `?clinicId=${clinicId}` : ''}`, headers: w.admin.headers })).json().entries;
const state = async () => {
  const db = w.t.app.mongo.db;
  const [clinics, cases, entries] = await Promise.all(['clinics', 'moderation_cases', 'moderation_audit'].map((n) => db.collection(n).find({}).toArray()));
  return JSON.stringify({ clinics, cases, entries });
};

async function reported(name: string) {
  const id = await w.createClinic(name);
  expect((await w.report(id, { reason: 'closed', note: 'Sign is gone' })).statusCode).toBe(202);
  return { id, caseId: await w.caseOf(id) };
}

it('dismiss: the case is decided and leaves the queue; the listing stays as it was', async () => {
  const { id, caseId } = await reported('Dismissed Dental');
  const res = await w.act(caseId, 'dismiss', 'Open as listed: we called them');
  expect(res.statusCode).toBe(200);
  expect(res.json().result).toMatchObject({ id: caseId, status: 'decided', standing: 'listed' });
  expect((await w.queue()).cases.map((c) => c.id)).not.toContain(caseId);
  expect((await profile(id)).statusCode).toBe(200);
  expect(await searched(id)).toBe(true);
  expect((await audit(id))[0]).toMatchObject({ action: 'dismiss', before: { standing: 'listed' }, after: { standing: 'listed' } });
});

it('close: the profile answers 200 with closedAt; search and the map leave it out', async () => {
  const { id, caseId } = await reported('Closed Dental');
  expect(await searched(id)).toBe(true);
  const before = Date.now();
  const res = await w.act(caseId, 'close', 'Closed: the phone is disconnected');
  expect(res.json().result).toMatchObject({ status: 'decided', standing: 'closed' });
  const shown = await profile(id);
  expect(shown.statusCode).toBe(200);
  expect(Date.parse(shown.json().result.closedAt)).toBeGreaterThanOrEqual(before - 1000);
  expect(await searched(id)).toBe(false);
  expect((await w.call('/clinics/markers?categoryId=1&zoom=22')).body).not.toContain(id);
});

it('suspend: the profile answers 410 with an ApiError body; restore lists it again', async () => {
  const { id, caseId } = await reported('Suspended Dental');
  expect((await w.act(caseId, 'suspend', 'Not a real clinic')).json().result.standing).toBe('suspended');
  const gone = await profile(id);
  expect(gone.statusCode).toBe(410);
  expect(gone.json()).toEqual({ statusCode: 410, error: 'Gone', message: expect.any(String) });
  expect(await searched(id)).toBe(false);
  // The owner's answer is the way back to the queue for a listing no one can report any more.
  expect((await w.call({ method: 'POST', url: `/account/clinics/${id}/moderation-answer`, headers: w.owner.headers, payload: { text: 'It is real' } })).statusCode).toBe(200);
  expect((await w.act(caseId, 'restore', 'The owner sent the state licence')).json().result).toMatchObject({ status: 'decided', standing: 'listed' });
  const back = await profile(id);
  expect(back.statusCode).toBe(200);
  expect(back.json().result).not.toHaveProperty('closedAt');
  expect(await searched(id)).toBe(true);
});

it('acting on a decided case is a 409, and nothing changes', async () => {
  const { id, caseId } = await reported('Twice Dental');
  expect((await w.act(caseId, 'close', 'Closed')).statusCode).toBe(200);
  const before = await state();
  for (const action of ['close', 'suspend', 'restore', 'dismiss']) {
    const res = await w.act(caseId, action, 'Again');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already been decided/);
  }
  expect(await state()).toBe(before);
  expect((await profile(id)).json().result.closedAt).toEqual(expect.any(String));
});

it('two actions on one case at once: one is carried out and one entry written, the other is a 409', async () => {
  const { caseId } = await reported('Raced Dental');
  const answers = await Promise.all([w.act(caseId, 'close', 'First'), w.act(caseId, 'suspend', 'Second')]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  expect((await w.t.app.mongo.db.collection('moderation_audit').find({ caseId: { $exists: true } }).toArray()).filter((e) => e.caseId.toHexString() === caseId)).toHaveLength(1);
});

it.each([
  ['no reason', { action: 'close' }, '/body/reason'],
  ['a reason of spaces', { action: 'close', reason: '  \n ' }, '/body/reason'],
  ['an unknown action', { action: 'delete', reason: 'x' }, '/body/action'],
  ['an operator object as the reason', { action: 'close', reason: { $ne: null } }, '/body/reason'],
])('refuses an action with %s (400 naming the field), changing nothing', async (_name, payload, field) => {
  const { caseId } = await reported(`Refused Dental ${field}`);
  const before = await state();
  const res = await w.call({ method: 'POST', url: `/moderation/cases/${caseId}/actions`, headers: w.admin.headers, payload });
  expect(res.statusCode).toBe(400);
  expect(res.json().field).toBe(field);
  expect(await state()).toBe(before);
});

it('answers 400 for a case id that is not an ObjectId and 404 for an unknown case', async () => {
  expect((await w.act('nope', 'close')).json()).toMatchObject({ statusCode: 400, field: '/params/id' });
  expect((await w.act('f'.repeat(24), 'close')).statusCode).toBe(404);
});

it('keeps an append-only log: every action, newest first, with who, what, when, why, before and after', async () => {
  const { id, caseId } = await reported('Logged Dental');
  const start = Date.now();
  await w.act(caseId, 'suspend', 'Fake listing');
  await w.call({ method: 'POST', url: `/account/clinics/${id}/moderation-answer`, headers: w.owner.headers, payload: { text: 'We are real' } });
  await w.act(caseId, 'restore', 'Checked the licence');
  const entries = await audit(id);
  expect(entries).toEqual([
    { id: expect.any(String), at: expect.any(String), actor: ADMIN, action: 'restore', reason: 'Checked the licence', clinicId: id, caseId, before: { standing: 'suspended' }, after: { standing: 'listed' } },
    { id: expect.any(String), at: expect.any(String), actor: ADMIN, action: 'suspend', reason: 'Fake listing', clinicId: id, caseId, before: { standing: 'listed' }, after: { standing: 'suspended' } },
  ]);
  for (const entry of entries) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(start - 1000);
  // The whole log holds every action of this file so far, and grows only.
  const all = await audit();
  const more = await reported('Logged Again Dental');
  await w.act(more.caseId, 'dismiss', 'Fine');
  expect((await audit()).slice(1)).toEqual(all);
});

it('counts the open cases by reason, oldest first', async () => {
  const a = await w.createClinic('Counted A');
  const b = await w.createClinic('Counted B');
  await w.report(a, { reason: 'wrong-prices' });
  await w.report(b, { reason: 'wrong-address-or-phone' });
  const queue = await w.queue();
  const times = queue.cases.map((c) => Date.parse(c.reportedAt));
  expect(times).toEqual([...times].sort((x, y) => x - y));
  const counts = queue.cases.reduce<Record<string, number>>((n, c) => ({ ...n, [c.reason]: (n[c.reason] ?? 0) + 1 }), {});
  expect(queue.countsByReason).toEqual(counts);
  expect(queue.countsByReason['wrong-prices']).toBeGreaterThanOrEqual(1);
});

it('drops a deleted listing\'s cases from the queue and its counts; its log stays', async () => {
  const { id, caseId } = await reported('Deleted Dental');
  await w.act(caseId, 'close', 'Closed');
  await w.report(id, { reason: 'other' });
  const before = await w.queue();
  expect(before.cases.some((c) => c.clinicId === id)).toBe(true);
  expect((await w.call({ method: 'DELETE', url: `/account/clinics/${id}`, headers: w.owner.headers })).statusCode).toBe(204);
  const after = await w.queue();
  expect(after.cases.some((c) => c.clinicId === id)).toBe(false);
  expect(after.countsByReason.other ?? 0).toBe((before.countsByReason.other ?? 0) - 1);
  expect((await audit(id)).map((e: { action: string }) => e.action)).toEqual(['close']);
});
