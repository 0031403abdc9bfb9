/**
 * The administrator role: the first administrators come from ADMIN_EMAILS, the
 * session says who is one, they grant and take away the role of others (never
 * an environment one's), every change is in the audit log, and everyone else
 * gets 403 from every moderation route with nothing changed.
 */
import { signIn } from '../owner/helpers';
import { ADMIN, moderationWorld, type ModerationWorld, type Session } from './support';

jest.setTimeout(60_000);

let w: ModerationWorld;
let stranger: Session;
let clinicId = '';
let caseId = '';

beforeAll(async () => {
  w = await moderationWorld();
  stranger = await signIn(w.t.app, 'stranger@example.com');
  clinicId = await w.createClinic('Watched Dental');
  await w.report(clinicId);
  caseId = await w.caseOf(clinicId);
});
afterAll(() => w?.t.close());

const session = async (s: Session) => (await w.call({ url: '/auth/session', headers: s.headers })).json();
const administrators = async () => (await w.call({ url: '/moderation/administrators', headers: w.admin.headers })).json().administrators as { userId: string; email: string; fromEnvironment: boolean }[];
const snapshot = async () => {
  const db = w.t.app.mongo.db;
  const [clinics, cases, audit, users] = await Promise.all(['clinics', 'moderation_cases', 'moderation_audit', 'users'].map((n) => db.collection(n).find({}).toArray()));
  return JSON.stringify({ clinics, cases, audit, users: users.map((u) => ({ email: u.email, administrator: u.administrator })) });
};

it('says in the session who is an administrator', async () => {
  expect(await session(w.admin)).toMatchObject({ email: ADMIN, administrator: true });
  expect(await session(stranger)).not.toHaveProperty('administrator');
});

it('never makes an unconfirmed sign-up with an administrator\'s address one', async () => {
  const other = await moderationWorld({ ADMIN_EMAILS: 'later@example.com' });
  try {
    const signup = await other.call({ method: 'POST', url: '/auth/signup', payload: { email: 'later@example.com', password: 'long enough pw' } });
    expect(signup.statusCode).toBe(202);
    const login = (await other.call({ method: 'POST', url: '/auth/login', payload: { email: 'later@example.com', password: 'long enough pw' } })).json();
    const headers = { authorization: `Bearer ${login.token}` };
    expect((await other.call({ url: '/auth/session', headers })).json()).not.toHaveProperty('administrator');
    expect((await other.call({ url: '/moderation/cases', headers })).statusCode).toBe(403);
  } finally {
    await other.t.close();
  }
});

it('refuses every moderation route to a non-administrator (403) and without a session (401), changing nothing', async () => {
  const before = await snapshot();
  const requests = [
    { method: 'GET' as const, url: '/moderation/cases' },
    { method: 'POST' as const, url: `/moderation/cases/${caseId}/actions`, payload: { action: 'suspend', reason: 'No' } },
    { method: 'GET' as const, url: '/moderation/audit' },
    { method: 'GET' as const, url: '/moderation/administrators' },
    { method: 'POST' as const, url: '/moderation/administrators', payload: { email: 'stranger@example.com', reason: 'Me' } },
    { method: 'POST' as const, url: `/moderation/administrators/${w.admin.userId}/revoke`, payload: { reason: 'Me' } },
  ];
  for (const request of requests) {
    const refused = await w.call({ ...request, headers: stranger.headers });
    expect({ url: request.url, status: refused.statusCode }).toEqual({ url: request.url, status: 403 });
    expect(refused.json().message).toBe('Only administrators may moderate listings.');
    expect((await w.call(request)).statusCode).toBe(401);
  }
  expect(await snapshot()).toBe(before);
  expect((await w.call(`/clinics/${clinicId}`)).statusCode).toBe(200);
});

it('grants the role by email (404 without an account, 409 when already one), then takes it away; both in the audit log', async () => {
  expect((await w.call({ method: 'POST', url: '/moderation/administrators', headers: w.admin.headers, payload: { email: 'nobody@example.com', reason: 'Help' } })).json()).toMatchObject({
    statusCode: 404,
    field: '/body/email',
  });
  const granted = await w.call({ method: 'POST', url: '/moderation/administrators', headers: w.admin.headers, payload: { email: 'Stranger@example.com', reason: 'Joins the team' } });
  expect(granted.statusCode).toBe(200);
  expect(granted.json().administrators).toEqual(expect.arrayContaining([{ userId: stranger.userId, email: 'stranger@example.com', fromEnvironment: false }]));
  expect(await session(stranger)).toMatchObject({ administrator: true });
  expect((await w.call({ url: '/moderation/cases', headers: stranger.headers })).statusCode).toBe(200);
  expect((await w.call({ method: 'POST', url: '/moderation/administrators', headers: w.admin.headers, payload: { email: 'stranger@example.com', reason: 'Again' } })).statusCode).toBe(409);

  const revoked = await w.call({ method: 'POST', url: `/moderation/administrators/${stranger.userId}/revoke`, headers: w.admin.headers, payload: { reason: 'Left the team' } });
  expect(revoked.statusCode).toBe(200);
  expect(revoked.json().administrators.map((a: { email: string }) => a.email)).toEqual([ADMIN]);
  expect(await session(stranger)).not.toHaveProperty('administrator');
  expect((await w.call({ url: '/moderation/cases', headers: stranger.headers })).statusCode).toBe(403);
  expect((await w.call({ method: 'POST', url: `/moderation/administrators/${stranger.userId}/revoke`, headers: w.admin.headers, payload: { reason: 'Twice' } })).statusCode).toBe(404);

  const entries = (await w.call({ url: '/moderation/audit', headers: w.admin.headers })).json().entries;
  expect(entries.slice(0, 2)).toEqual([
    expect.objectContaining({ actor: ADMIN, action: 'revoke-administrator', reason: 'Left the team', subject: 'stranger@example.com', before: { administrator: true }, after: { administrator: false } }),
    expect.objectContaining({ actor: ADMIN, action: 'grant-administrator', reason: 'Joins the team', subject: 'stranger@example.com', before: { administrator: false }, after: { administrator: true } }),
  ]);
  expect(entries).toHaveLength(2);
});

it('never takes the role from an environment administrator (409), changing nothing', async () => {
  expect((await administrators()).find((a) => a.email === ADMIN)).toEqual({ userId: w.admin.userId, email: ADMIN, fromEnvironment: true });
  const before = await snapshot();
  const res = await w.call({ method: 'POST', url: `/moderation/administrators/${w.admin.userId}/revoke`, headers: w.admin.headers, payload: { reason: 'Try' } });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toMatch(/ADMIN_EMAILS/);
  expect(await snapshot()).toBe(before);
});

it.each([
  ['a reason of spaces', { email: 'stranger@example.com', reason: '   ' }, '/body/reason'],
  ['no reason', { email: 'stranger@example.com' }, '/body/reason'],
  ['an operator object as the email', { email: { $ne: '' }, reason: 'x' }, '/body/email'],
])('refuses a grant with %s (400 naming the field)', async (_name, payload, field) => {
  const before = await snapshot();
  const res = await w.call({ method: 'POST', url: '/moderation/administrators', headers: w.admin.headers, payload });
  expect(res.statusCode).toBe(400);
  expect(res.json().field).toBe(field);
  expect(await snapshot()).toBe(before);
});

it('answers 400 naming the parameter for an id that is not an ObjectId', async () => {
  const res = await w.call({ method: 'POST', url: '/moderation/administrators/abc/revoke', headers: w.admin.headers, payload: { reason: 'x' } });
  expect(res.json()).toMatchObject({ statusCode: 400, field: '/params/id' });
  expect((await w.call({ url: '/moderation/audit?clinicId=%7B%22%24ne%22%3A1%7D', headers: w.admin.headers })).json()).toMatchObject({ statusCode: 400, field: '/query/clinicId' });
});
