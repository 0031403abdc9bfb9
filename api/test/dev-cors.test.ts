import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../src/app';
import { loadConfig } from '../src/config';

/**
 * A remote's standalone dev server runs on its own port and calls the site-only
 * routes (sign-in, /account) from there. In development any localhost or
 * 127.0.0.1 port may; in production only SITE_ORIGINS may.
 */
describe('site-only CORS for standalone dev servers', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-dev-cors-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(env: Record<string, string>): Promise<FastifyInstance> {
    const server = Fastify();
    const db = process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {};
    await server.register(app, { config: loadConfig({ DATA_DIR: dataDir, SITE_ORIGINS: 'https://directpay.example', ...db, ...env }) });
    await server.ready();
    return server;
  }

  /** The preflight a browser at `origin` sends before GET /account/clinics; answers the allowed origin or undefined. */
  async function preflight(server: FastifyInstance, origin: string): Promise<string | undefined> {
    const response = await server.inject({
      method: 'OPTIONS',
      url: '/account/clinics',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    const allowed = response.headers['access-control-allow-origin'];
    return typeof allowed === 'string' ? allowed : undefined;
  }

  describe('in development', () => {
    let server: FastifyInstance;
    beforeAll(async () => {
      server = await start({ NODE_ENV: 'development' });
    });
    afterAll(() => server.close());

    it('allows any localhost or 127.0.0.1 port (a standalone remote on :3003 or :4703)', async () => {
      for (const origin of ['http://localhost:3003', 'http://localhost:4703', 'http://127.0.0.1:5173', 'http://localhost']) {
        expect(await preflight(server, origin)).toBe(origin);
      }
    });

    it('still allows SITE_ORIGINS, and nothing that merely looks local', async () => {
      expect(await preflight(server, 'https://directpay.example')).toBe('https://directpay.example');
      for (const origin of ['http://localhost.evil.example', 'http://evil.example', 'https://localhost:3003', 'http://localhost:3003.evil.example', 'null']) {
        expect(await preflight(server, origin)).toBeUndefined();
      }
    });
  });

  describe('in production', () => {
    let server: FastifyInstance;
    beforeAll(async () => {
      server = await start({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), EMBEDDED_DB: 'on' });
    });
    afterAll(() => server.close());

    it('allows SITE_ORIGINS only: no localhost port is let in', async () => {
      expect(await preflight(server, 'https://directpay.example')).toBe('https://directpay.example');
      for (const origin of ['http://localhost:3003', 'http://127.0.0.1:3000', 'http://localhost:3000']) {
        expect(await preflight(server, origin)).toBeUndefined();
      }
    });
  });

  it('turns the localhost allowance on for development only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).localDevOrigins).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).localDevOrigins).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), EMBEDDED_DB: 'on' }).localDevOrigins).toBe(false);
  });
});
