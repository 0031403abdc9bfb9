/**
 * The owner's side of a decision: a mail in the account's language (close,
 * suspend, restore; none for dismiss) with the reason as typed, in plain text;
 * the decision on their clinic list; one answer, which reopens the case at its
 * place in the queue.
 */
import { readOutbox } from '../messages/outbox';
import { multipart, signIn } from '../owner/helpers';
import { moderationWorld, type ModerationWorld, type Session } from './support';

jest.setTimeout(60_000);

let w: ModerationWorld;
let spanish: Session;

beforeAll(async () => {
  w = await moderationWorld();
  // A Spanish account: signed up from a Spanish page.
  expect((await w.call({ method: 'POST', url: '/auth/signup', payload: { email: 'dueno@example.com', password: 'long enough pw', locale: 'es' } })).statusCode).toBe(202);
  const link = readOutbox(w.t.outboxDir).find((m) => m.headers.to === 'dueno@example.com')!.text;
  const token = decodeURIComponent(/confirm-email\?token=(\S+)/.exec(link)![1]);
  expect((await w.call({ method: 'POST', url: '/auth/confirm-email', payload: { token } })).statusCode).toBe(200);
  spanish = await signIn(w.t.app, 'dueno@example.com');
});
afterAll(() => w?.t.close());

const mailsTo = (to: string) => readOutbox(w.t.outboxDir).filter((m) => m.headers.to === to);
const answer = (clinicId: string, text: unknown, by: Session = w.owner) =>
  w.call({ method: 'POST', url: `/account/clinics/${clinicId}/moderation-answer`, headers: by.headers, payload: { text } });
const ownClinic = async (clinicId: string, by: Session = w.owner) =>
  ((await w.call({ url: '/account/clinics', headers: by.headers })).json().results as { id: string; moderation?: unknown; visibility: string }[]).find((c) => c.id === clinicId)!;

async function reported(name: string, by: Session = w.owner) {
  const id = await w.createClinic(name, by);
  await w.report(id);
  return { id, caseId: await w.caseOf(id) };
}

it('mails the owner the decision with the reason as typed, in plain text, and shows it on their clinic list', async () => {
  const { id, caseId } = await reported('Mailed <i>Dental</i>');
  const reason = 'Closed: <b>sign</b> removed & phone <script>x()</script> off';
  const sent = mailsTo('listing-owner@example.com').length;
  expect((await w.act(caseId, 'close', reason)).statusCode).toBe(200);
  const mails = mailsTo('listing-owner@example.com');
  expect(mails).toHaveLength(sent + 1);
  const mail = mails.at(-1)!;
  expect(mail.headers['content-type']).toMatch(/^text\/plain/);
  expect(mail.headers.subject).toBe('Mailed <i>Dental</i> is marked closed on DirectPay Clinics');
  expect(mail.text).toContain(`Reason: ${reason}`);
  expect(mail.text).toContain('http://site.test/account/clinic-locations');
  const listed = await ownClinic(id);
  expect(listed.moderation).toEqual({ standing: 'closed', reason, decidedAt: expect.any(String) });
  // The owner's own choice is still theirs to see.
  expect(listed.visibility).toBe('public');
});

it('mails nothing on a dismiss: the listing is left as it was', async () => {
  const { caseId } = await reported('Quiet Dental');
  const sent = mailsTo('listing-owner@example.com').length;
  expect((await w.act(caseId, 'dismiss', 'Nothing wrong')).statusCode).toBe(200);
  expect(mailsTo('listing-owner@example.com')).toHaveLength(sent);
});

it('mails a Spanish account in Spanish, suspension and restore alike', async () => {
  const { id, caseId } = await reported('Clínica Sonrisa', spanish);
  await w.act(caseId, 'suspend', 'No es una clínica real');
  const suspended = mailsTo('dueno@example.com').at(-1)!;
  expect(suspended.headers.subject).toBe('Clínica Sonrisa está suspendida en DirectPay Clinics');
  expect(suspended.text).toContain('Motivo: No es una clínica real');
  expect(suspended.text).toContain('http://site.test/es/account/clinic-locations');
  expect((await answer(id, 'Sí lo es', spanish)).statusCode).toBe(200);
  await w.act(caseId, 'restore', 'Licencia comprobada');
  expect(mailsTo('dueno@example.com').at(-1)!.headers.subject).toBe('Clínica Sonrisa vuelve a figurar en DirectPay Clinics');
  expect((await ownClinic(id, spanish)).moderation).toBeUndefined();
});

it('takes one answer, as typed, which reopens the case at its place in the queue; a second is a 409 and changes nothing', async () => {
  const first = await reported('Answered Dental');
  const later = await reported('Later Dental');
  await w.act(first.caseId, 'close', 'Closed by the rules');
  expect((await w.queue()).cases.map((c) => c.id)).not.toContain(first.caseId);
  const text = 'We <b>moved</b> & reopened';
  const res = await answer(first.id, text);
  expect(res.statusCode).toBe(200);
  expect(res.json().result.moderation).toEqual({ standing: 'closed', reason: 'Closed by the rules', decidedAt: expect.any(String), answer: { text, answeredAt: expect.any(String) } });
  const ids = (await w.queue()).cases.map((c) => c.id);
  // Reported first, so before the later report still open.
  expect(ids.indexOf(first.caseId)).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf(first.caseId)).toBeLessThan(ids.indexOf(later.caseId));
  expect((await w.queue()).cases.find((c) => c.id === first.caseId)).toMatchObject({ status: 'open', standing: 'closed', ownerAnswer: { text } });

  const db = w.t.app.mongo.db;
  const before = JSON.stringify(await Promise.all(['clinics', 'moderation_cases'].map((n) => db.collection(n).find({}).toArray())));
  const again = await answer(first.id, 'Once more');
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toMatch(/answers once/);
  expect(JSON.stringify(await Promise.all(['clinics', 'moderation_cases'].map((n) => db.collection(n).find({}).toArray())))).toBe(before);
  // The reopened case is decided again like any other.
  expect((await w.act(first.caseId, 'restore', 'Moved, not closed')).json().result).toMatchObject({ status: 'decided', standing: 'listed' });
});

it('refuses an answer with no decision (409), to another owner\'s clinic (404), and bad input (400), storing nothing', async () => {
  const plain = await w.createClinic('Undecided Dental');
  expect((await answer(plain, 'Hello')).statusCode).toBe(409);
  const { id, caseId } = await reported('Guarded Dental');
  await w.act(caseId, 'suspend', 'Fake');
  const stranger = await signIn(w.t.app, 'another-owner@example.com');
  expect((await answer(id, 'Mine', stranger)).statusCode).toBe(404);
  expect((await answer(id, '   ')).json()).toMatchObject({ statusCode: 400, field: '/body/text' });
  expect((await answer(id, { $ne: 1 })).json()).toMatchObject({ statusCode: 400, field: '/body/text' });
  expect((await answer('abc', 'x')).json()).toMatchObject({ statusCode: 400, field: '/params/clinicId' });
  expect((await ownClinic(id)).moderation).not.toHaveProperty('answer');
  expect((await w.queue()).cases.map((c) => c.id)).not.toContain(caseId);
});

it('keeps a decision through the owner\'s own edits and publish switch', async () => {
  const { id, caseId } = await reported('Stubborn Dental');
  await w.act(caseId, 'suspend', 'Fake');
  expect((await w.call({ method: 'PUT', url: `/account/clinics/${id}/visibility`, headers: w.owner.headers, payload: { published: true } })).statusCode).toBe(200);
  expect((await w.call(`/clinics/${id}`)).statusCode).toBe(410);
  // The clinic echoed back as the list answered it (decision included) saves, and the decision stays.
  const echoed = await ownClinic(id);
  const body = multipart([['jsonPayload', JSON.stringify(echoed)]]);
  const saved = await w.call({ method: 'PUT', url: `/account/clinics/${id}`, headers: { ...w.owner.headers, ...body.headers }, payload: body.payload });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().result.moderation).toMatchObject({ standing: 'suspended' });
  expect((await w.call(`/clinics/${id}`)).statusCode).toBe(410);
});

it('keeps the owner\'s own publish choice beside a decision: an unpublished listing stays hidden, closed or not', async () => {
  const { id, caseId } = await reported('Private Dental');
  const publish = async (published: boolean) =>
    (await w.call({ method: 'PUT', url: `/account/clinics/${id}/visibility`, headers: w.owner.headers, payload: { published } })).json().result.visibility;
  expect(await publish(false)).toBe('unpublished');
  await w.act(caseId, 'close', 'Closed');
  expect((await w.call(`/clinics/${id}`)).statusCode).toBe(404);
  expect(await publish(true)).toBe('public');
  expect((await w.call(`/clinics/${id}`)).json().result.closedAt).toEqual(expect.any(String));
  expect(await publish(false)).toBe('unpublished');
  expect((await w.call(`/clinics/${id}`)).statusCode).toBe(404);
  expect((await answer(id, 'Open again')).statusCode).toBe(200);
  await w.act(caseId, 'restore', 'Open again');
  expect((await ownClinic(id)).visibility).toBe('unpublished');
  expect((await w.call(`/clinics/${id}`)).statusCode).toBe(404);
});
