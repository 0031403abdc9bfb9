import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import app from '../src/app';
import { loadConfig } from '../src/config';

describe('GET /health', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-health-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers ok while the API is up', async () => {
    const server = Fastify();
    await server.register(app, { config: loadConfig({ DATA_DIR: dataDir, MONGODB_URI: process.env.MONGODB_URI }) });
    const response = await server.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await server.close();
  });
});

describe('loadConfig', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });

  it('refuses the development identity provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEV_IDP: 'on' })).toThrow(/DEV_IDP/);
  });
});
