/**
 * When the database cannot make a write durable (here: the engine's journal
 * writes fail with EPERM, injected into the process it runs in), a write
 * answers 503 with a clear message, nothing shows in reads, readiness says
 * not-ready, and both recover by themselves once writes succeed again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import app from '#src/app';
import { ConfigError, loadConfig } from '#src/config';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';

import { startFaultyServer, type FaultyServer } from '@directpay/embedded-mongo/test/child-server';

const embedded = !process.env.MONGODB_URI;
const describeEmbedded = embedded ? describe : describe.skip;

describeEmbedded('the database cannot write', () => {
  let t: TestApp;
  let database: FaultyServer;
  let databaseDir: string;
  beforeAll(async () => {
    databaseDir = mkdtempSync(path.join(os.tmpdir(), 'api-faulty-db-'));
    database = await startFaultyServer(databaseDir);
    t = await buildOwnerTestApp({ MONGODB_URI: database.uri, MONGODB_DB: 'clinics' });
    // An engine process of its own starts first: more than a hook's default on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await database.kill();
    rmSync(databaseDir, { recursive: true, force: true });
  });

  it('answers 503 (never 500), shows nothing of the refused clinic, and readiness is false until writes succeed again', async () => {
    const owner = await signIn(t.app, 'disk@example.com');
    const create = (name: string) => {
      const body = multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name } }))]]);
      return t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    };
    const names = async () => ((await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results as Array<{ detail: { name: string } }>).map((c) => c.detail.name);
    expect((await create('Before')).statusCode).toBe(201);
    expect((await t.app.inject('/health/ready')).statusCode).toBe(200);

    database.fail('EPERM');
    const refused = await create('Refused');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringMatching(/^The database cannot save changes right now .* Nothing was changed; please try again/),
    });
    // Reads still work and show nothing of the refused write.
    expect(await names()).toEqual(['Before']);
    const ready = await t.app.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database cannot save writes' });
    expect((await t.app.inject('/health')).statusCode).toBe(200);

    database.heal();
    await new Promise((r) => setTimeout(r, 1100));
    // No write needed: readiness retries and recovers by itself.
    expect((await t.app.inject('/health/ready')).statusCode).toBe(200);
    expect((await create('After')).statusCode).toBe(201);
    expect((await names()).sort()).toEqual(['After', 'Before']);
  });
});

describeEmbedded('start-up problems with DATA_DIR', () => {
  it('stop the API with one line naming the folder and the fix', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-datadir-'));
    const file = path.join(dir, 'data');
    writeFileSync(file, '');
    try {
      const server = Fastify();
      const err = await server.register(app, { config: loadConfig({ DATA_DIR: file }) }).then(
        () => undefined,
        (e: unknown) => e,
      );
      await server.close().catch(() => undefined);
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toBe(`DATA_DIR ${file} is a file, not a folder: move that file away or set DATA_DIR to a folder`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
