/**
 * The real app on a fresh temp DATA_DIR (embedded engine), or on MONGODB_URI
 * with a fresh database name when that is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app from '../../src/app';
import { loadConfig } from '../../src/config';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
}

export async function buildOwnerTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'api-owner-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const config = loadConfig({
    DATA_DIR: dataDir,
    OUTBOX_DIR: outboxDir,
    DEV_IDP: 'on',
    API_PUBLIC_URL: 'http://api.test',
    SITE_ORIGINS: 'http://site.test',
    ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: `test_${path.basename(dataDir).replace(/\W/g, '_')}` } : {}),
    ...env,
  });
  const server = Fastify();
  // fp: the app's decorators (config, devIdp, mongo) are reachable from the test.
  await server.register(fp(app), { config });
  await server.ready();
  return {
    app: server,
    dataDir,
    outboxDir,
    async close() {
      if (process.env.MONGODB_URI) await server.mongo.db.dropDatabase().catch(() => undefined);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the dev identity provider and /google_auth; returns the session. */
export async function signIn(app: FastifyInstance, email: string) {
  const dev = await app.inject({ method: 'POST', url: '/auth/dev/token', payload: { email } });
  const login = await app.inject({ method: 'POST', url: '/google_auth', payload: { token: dev.json().token } });
  const body = login.json() as { token: string; userId: string; accountId: string; email: string };
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}
