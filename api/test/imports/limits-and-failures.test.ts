/**
 * The import's limits and its all-or-nothing apply under real faults: a 50 MB
 * upload is cut off at 10 MB without being read whole; a write the engine
 * refuses in the middle of an apply (its journal failing, injected into the
 * engine's process) leaves the account as it was; the unique external id
 * refuses a second location, and two imports of one file at once leave one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { CommandStartedEvent, CommandSucceededEvent } from 'mongodb';
import { IMPORT_MAX_BYTES } from '@directpay/contracts';
import { IMPORTS_COLLECTION, IMPORT_UNDO_COLLECTION, STALE_IMPORT_MS } from '#src/repositories/clinic-imports/clinic-imports-repository';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { HEADER, importRequest, location, row, threeLocations } from './support';

import { startFaultyServer, type FaultyServer } from '@directpay/embedded-mongo/test/child-server';

jest.setTimeout(60_000);
const MB = 1024 * 1024;
const describeEmbedded = process.env.MONGODB_URI ? describe.skip : describe;

let t: TestApp;
// The embedded engine runs in a process of its own here, so its writes can be made to fail (below).
let database: FaultyServer | undefined;
const databaseDir = mkdtempSync(path.join(os.tmpdir(), 'api-faulty-db-'));
beforeAll(async () => {
  if (!process.env.MONGODB_URI) database = await startFaultyServer(databaseDir);
  t = await buildOwnerTestApp(database ? { MONGODB_URI: database.uri, MONGODB_DB: 'clinics' } : {});
  // An engine process of its own starts first: more than a hook's default on a busy machine.
}, 60_000);
afterAll(async () => {
  await t.close();
  await database?.kill();
  rmSync(databaseDir, { recursive: true, force: true });
});

type Owner = Awaited<ReturnType<typeof signIn>>;
const clinicsOf = async (owner: Owner) =>
  ((await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results as Array<{ detail: { name: string }; services: { price: string }[] }>)
    .map((c) => `${c.detail.name} ${c.services.map((s) => s.price).join(',')}`)
    .sort();

/**
 * Posts a stream over a real socket (app.inject reads a stream payload without backpressure, a
 * socket does not). The server answers and closes while the body is still being sent, so the
 * sender may meet a closed pipe before it has read the answer: then there is no status (0).
 */
function postStream(owner: Owner, stream: Readable, headers: Record<string, string>, state: { consumed: number }) {
  return new Promise<{ statusCode: number; text: string; consumed: number }>((resolve, reject) => {
    const { port } = t.app.server.address() as AddressInfo;
    const done = (statusCode: number, text: string) => {
      stream.destroy();
      request.destroy();
      resolve({ statusCode, text, consumed: state.consumed });
    };
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/account/imports', headers: { ...owner.headers, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (stream.destroyed) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return done(0, '');
      reject(error);
    });
    stream.pipe(request);
  });
}

it('a 50 MB file is refused at the 10 MB limit without the rest being read', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await signIn(t.app, 'huge@example.com');
  const boundary = '----import50mb';
  const rows = Buffer.from(`${row(location('big', 'Big'))}\r\n`.repeat(200));
  const total = 50 * MB;
  const state = { consumed: 0 };
  let started = false;
  const body = new Readable({
    read() {
      if (!started) {
        started = true;
        this.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}\r\n`));
      } else if (state.consumed < total) {
        state.consumed += rows.length;
        this.push(rows);
      } else {
        this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
        this.push(null);
      }
    },
  });
  const response = await postStream(owner, body, { 'content-type': `multipart/form-data; boundary=${boundary}` }, state);
  expect(response.consumed).toBeLessThan(IMPORT_MAX_BYTES + 8 * MB); // + socket buffers
  if (response.statusCode !== 0) {
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.text)).toMatchObject({ message: 'The file is larger than 10 MB; split it into smaller files.', field: '/body/file' });
  }
  expect(await clinicsOf(owner)).toEqual([]);

  // The same body through app.inject, which sends it whole: the answer the owner reads.
  const whole = await t.app.inject({
    method: 'POST',
    url: '/account/imports',
    headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}\r\n`), ...Array.from({ length: 600 }, () => rows)]),
  });
  expect(whole.statusCode).toBe(413);
  expect(whole.json()).toMatchObject({ message: 'The file is larger than 10 MB; split it into smaller files.', field: '/body/file' });

  // A body that says its size up front is refused before any of it is read.
  const declared = await t.app.inject({
    method: 'POST',
    url: '/account/imports/preview',
    headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(total) },
    payload: Buffer.alloc(0),
  });
  expect(declared.statusCode).toBe(413);
});

describeEmbedded('a write refused in the middle of an apply', () => {
  /** Once the import's new clinics are written, the next write (replacing the changed one) fails, or every write from then on. */
  function failAfterTheInsert(times: 'once' | 'always') {
    const client = t.app.mongo.client;
    const inserts = new Set<number>();
    const started = (e: CommandStartedEvent) => {
      if (e.commandName === 'insert' && (e.command as { insert: string }).insert === 'clinics') inserts.add(e.requestId);
    };
    const succeeded = (e: CommandSucceededEvent) => {
      if (inserts.has(e.requestId)) database?.fail('EPERM', times === 'once' ? 'once' : undefined);
    };
    client.on('commandStarted', started);
    client.on('commandSucceeded', succeeded);
    return () => {
      client.off('commandStarted', started);
      client.off('commandSucceeded', succeeded);
      database?.heal();
    };
  }

  const withNewAndChanged = () => threeLocations({ price: '99' }).replace(/\r\n$/, `\r\n${row(location('lehi-1', 'Smiles Lehi', { city: 'Lehi', zip: '84043' }))}\r\n`);

  it('is undone: the new location is gone, the changed one as it was; the same file then applies', async () => {
    const owner = await signIn(t.app, 'midway@example.com');
    expect((await importRequest(t.app, owner, threeLocations(), { apply: true })).statusCode).toBe(200);
    const before = await clinicsOf(owner);
    expect((await importRequest(t.app, owner, withNewAndChanged())).json()).toMatchObject({ created: 1, updated: 1, unchanged: 2 });

    const stop = failAfterTheInsert('once');
    const failed = await importRequest(t.app, owner, withNewAndChanged(), { apply: true });
    stop();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/Nothing was changed/);
    expect(await clinicsOf(owner)).toEqual(before);
    expect(await t.app.mongo.db.collection(IMPORTS_COLLECTION).countDocuments({ state: 'undone' })).toBeGreaterThan(0);
    expect(await t.app.mongo.db.collection(IMPORT_UNDO_COLLECTION).countDocuments()).toBe(0);

    expect((await importRequest(t.app, owner, withNewAndChanged(), { apply: true })).json()).toMatchObject({ created: 1, updated: 1 });
    expect(await clinicsOf(owner)).toEqual(['Smiles Lehi 120', 'Smiles Orem 120', 'Smiles Provo 99', 'Smiles Salt Lake 120']);
  });

  it('when the undo fails too, the import stays recorded and is undone at the next start', async () => {
    const owner = await signIn(t.app, 'crash@example.com');
    await importRequest(t.app, owner, threeLocations(), { apply: true });
    const before = await clinicsOf(owner);
    // Every write fails from the replacement on, the undo's included: as if the process died there.
    const stop = failAfterTheInsert('always');
    expect((await importRequest(t.app, owner, withNewAndChanged(), { apply: true })).statusCode).toBe(503);
    stop();
    expect(await clinicsOf(owner)).toContain('Smiles Lehi 120');
    expect(await t.app.clinicImports.undoStale(new Date())).toBe(0); // another process may still be applying it
    expect(await t.app.clinicImports.undoStale(new Date(Date.now() + STALE_IMPORT_MS + 1000))).toBe(1);
    expect(await clinicsOf(owner)).toEqual(before);
  });
});

it('the external id is unique within an account, and two imports of one file at once leave each location once', async () => {
  const owner = await signIn(t.app, 'race@example.com');
  const [a, b] = await Promise.all([importRequest(t.app, owner, threeLocations(), { apply: true }), importRequest(t.app, owner, threeLocations(), { apply: true })]);
  for (const response of [a, b]) {
    expect([200, 409]).toContain(response.statusCode);
    if (response.statusCode === 409) expect(response.json().message).toMatch(/^A location of this file was changed or created elsewhere while the import ran; nothing was imported/);
  }
  expect(await clinicsOf(owner)).toEqual(['Smiles Orem 120', 'Smiles Provo 120', 'Smiles Salt Lake 120']);

  const clinics = t.app.mongo.db.collection('clinics');
  const existing = await clinics.findOne({ externalId: 'provo-1', detail: { $exists: true } }, { projection: { accountId: 1 } });
  await expect(clinics.insertOne({ accountId: existing!.accountId, externalId: 'provo-1' })).rejects.toMatchObject({ code: 11000 });
  // Clinics made in the wizard have no external id, and any number of them may.
  await clinics.insertMany([{ accountId: existing!.accountId }, { accountId: existing!.accountId }]);
  await clinics.deleteMany({ accountId: existing!.accountId, externalId: { $exists: false } });
});
