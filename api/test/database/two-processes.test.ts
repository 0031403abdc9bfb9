/**
 * Two API processes on one database, as behind a load balancer: what one writes,
 * the other shows; limits, sign-in throttles, sessions, the reminder job and the
 * open data exports hold across both. The database is the embedded engine, reached by its mongodb:// URI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '#test/free-port';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@directpay/embedded-mongo';
import { readOutbox } from '../messages/outbox';

/** How soon a write through one process shows in the other's search, markers and totals. */
const VISIBLE_WITHIN_MS = 3000;
const ROOT = path.resolve(__dirname, '../../..');
const DB = 'two_processes';

jest.setTimeout(120_000);

interface Api {
  url: string;
  process: ChildProcess;
}

async function startApi(uri: string, root: string, name: string, outboxDir: string): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(port),
      MONGODB_URI: uri,
      MONGODB_DB: DB,
      DATA_DIR: path.join(root, name),
      OUTBOX_DIR: outboxDir,
      DEV_IDP: 'on',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      PRICE_REMINDER_EVERY_S: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API ${name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`API ${name} did not start`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) return { url, process: child };
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  const r = await response;
  if (!r.ok) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

const post = (api: Api, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Signs in through one process's development identity provider. */
async function signIn(api: Api, email: string): Promise<{ token: string; headers: Record<string, string> }> {
  const { token: idToken } = await json<{ token: string }>(post(api, '/auth/dev/token', { email }));
  const { token } = await json<{ token: string }>(post(api, '/google_auth', { token: idToken }));
  return { token, headers: { authorization: `Bearer ${token}` } };
}

const PROVO = { lat: 40.2338, lng: -111.6585 };
const BBOX = [PROVO.lng - 0.2, PROVO.lat - 0.2, PROVO.lng + 0.2, PROVO.lat + 0.2].join(',');

function clinic(name: string) {
  const hours: Record<string, string | boolean> = {};
  for (const d of ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) {
    Object.assign(hours, { [`${d}Toggle`]: false, [`${d}OpenTime`]: '', [`${d}CloseTime`]: '' });
  }
  return {
    categoryId: 9,
    detail: { name, website: 'https://clinic.example.com', emailAddress: 'clinic@example.com', phoneNumber: '8015550100', acceptingNewPatients: true, description: '' },
    address: { streetAddress: '1 Main St', suiteUnit: '', cityTown: 'Provo', state: 'UT', zip: '84601', latitude: PROVO.lat, longitude: PROVO.lng },
    images: [],
    services: [{ description: 'LASIK', price: '2000' }],
    otherServices: [],
    insurances: [],
    specialties: [],
    hours,
  };
}

async function createClinic(api: Api, headers: Record<string, string>, name: string): Promise<string> {
  const form = new FormData();
  form.append('jsonPayload', JSON.stringify(clinic(name)));
  const { result } = await json<{ result: { id: string } }>(fetch(`${api.url}/account/clinics`, { method: 'POST', headers, body: form }));
  return result.id;
}

/** What a visitor of `api` sees of Provo's LASIK clinics: the list's ids and total, and the map's. */
async function seen(api: Api) {
  const list = await json<{ results: { id: string }[]; total: number }>(fetch(`${api.url}/clinics?categoryId=9&bbox=${BBOX}&limit=50`));
  const map = await json<{ results: [string, string, number, number][]; total: number }>(fetch(`${api.url}/clinics/markers?categoryId=9&bbox=${BBOX}&zoom=16`));
  return { list: list.results.map((c) => c.id), listTotal: list.total, map: map.results.map(([id]) => id), mapTotal: map.total };
}

/** Polls until `check` holds, and answers how long that took. */
async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > withinMs + 5000) throw new Error(`not seen within ${withinMs + 5000} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - start;
}

describe('two API processes on one database', () => {
  let root: string;
  let outboxDir: string;
  let engine: EmbeddedMongo;
  let a: Api;
  let b: Api;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'api-two-'));
    outboxDir = path.join(root, 'outbox');
    engine = await startEmbeddedMongo({ dataDir: path.join(root, 'db') });
    [a, b] = await Promise.all([startApi(engine.uri, root, 'a', outboxDir), startApi(engine.uri, root, 'b', outboxDir)]);
  });

  afterAll(async () => {
    const exited = (api?: Api) => api && api.process.exitCode === null && new Promise((r) => api.process.once('exit', r));
    const exits = [exited(a), exited(b)];
    a?.process.kill('SIGTERM');
    b?.process.kill('SIGTERM');
    await Promise.all(exits);
    await engine?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it(`a clinic written through one is in the other's search, markers and totals within ${VISIBLE_WITHIN_MS} ms, and so is its deletion`, async () => {
    const owner = await signIn(a, 'two-processes@example.com');
    // B has built its map index before the write, so a stale one would show.
    const before = await seen(b);
    const id = await createClinic(a, owner.headers, 'Shared Sight');
    const took = await until(async () => {
      const now = await seen(b);
      return now.list.includes(id) && now.map.includes(id) && now.listTotal === before.listTotal + 1 && now.mapTotal === before.mapTotal + 1;
    }, VISIBLE_WITHIN_MS);
    expect(took).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);

    expect((await fetch(`${a.url}/account/clinics/${id}`, { method: 'DELETE', headers: owner.headers })).status).toBeLessThan(300);
    const gone = await until(async () => {
      const now = await seen(b);
      return !now.list.includes(id) && !now.map.includes(id) && now.mapTotal === before.mapTotal;
    }, VISIBLE_WITHIN_MS);
    expect(gone).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  });

  it('a client limited to 5 messages a minute gets its 6th refused, whichever process it reaches', async () => {
    const message = { first_name: 'F', last_name: 'L', email_address: 'a@b.co', message: 'hi' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post(i % 2 ? b : a, '/contact_us', message)).status);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('wrong passwords count together across both: after 10, even the right one must wait', async () => {
    const email = 'throttled@example.com';
    expect((await post(a, '/auth/signup', { email, password: 'the-right-one' })).status).toBeLessThan(300);
    for (let i = 0; i < 10; i++) expect((await post(i % 2 ? a : b, '/auth/login', { email, password: `guess-${i}` })).status).toBe(401);
    const right = await post(b, '/auth/login', { email, password: 'the-right-one' });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('ending every session through one process ends them on the other', async () => {
    const owner = await signIn(a, 'sessions-two@example.com');
    expect((await fetch(`${b.url}/auth/session`, { headers: owner.headers })).status).toBe(200);
    expect((await fetch(`${a.url}/auth/sessions`, { method: 'DELETE', headers: owner.headers })).status).toBeLessThan(300);
    expect((await fetch(`${b.url}/auth/session`, { headers: owner.headers })).status).toBe(401);
  });

  it('the price-reminder job, running in both every second, mails the owner once', async () => {
    const email = 'reminded-two@example.com';
    const owner = await signIn(b, email);
    const id = await createClinic(b, owner.headers, 'Due Dental');
    const client = await MongoClient.connect(engine.uri);
    try {
      const longAgo = new Date(Date.now() - 400 * 24 * 3600_000);
      await client.db(DB).collection('clinics').updateOne({ _id: new ObjectId(id) }, { $set: { pricesConfirmedAt: longAgo }, $unset: { priceReminderAt: '' } });
    } finally {
      await client.close();
    }
    const reminders = () => readOutbox(outboxDir).filter((m) => m.headers.to?.includes(email) && m.headers.subject?.includes('Due Dental'));
    await until(async () => reminders().length > 0, 5000);
    // Both processes have run the job several times more since.
    await new Promise((r) => setTimeout(r, 3000));
    expect(reminders()).toHaveLength(1);
  });

  it('an export asked of both at once is made once, and both serve the same whole file', async () => {
    const owner = await signIn(a, 'export-two@example.com');
    await createClinic(a, owner.headers, 'Export Eyes');
    for (const name of ['clinics.csv.gz', 'clinics.ndjson.gz']) {
      const answers = await Promise.all([a, b, a, b].map((api) => fetch(`${api.url}/open-data/${name}`)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.headers.get('etag'))).size).toBe(1);
      const bodies = await Promise.all(answers.map(async (r) => gunzipSync(Buffer.from(await r.arrayBuffer())).toString('utf8')));
      expect(new Set(bodies).size).toBe(1);
      expect(bodies[0]).toContain('Export Eyes');
    }
    const client = await MongoClient.connect(engine.uri);
    try {
      const made = await client.db(DB).collection('open_data.files').find({}).toArray();
      expect(made.map((file) => file.filename).sort()).toEqual(['clinics.csv.gz', 'clinics.ndjson.gz']);
    } finally {
      await client.close();
    }
  });
});
