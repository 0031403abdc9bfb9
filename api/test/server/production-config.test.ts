/**
 * Production needs a MongoDB: with NODE_ENV=production and no MONGODB_URI the
 * API refuses to start, in one line naming the fix, unless EMBEDDED_DB=on says
 * the embedded engine is meant. Development and test keep the embedded default.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '#src/config';
import { rawHttp, runServer, startApi } from './spawn-api';

jest.setTimeout(120_000);

const SECRET = 'p'.repeat(40);
const REFUSAL = /^Invalid API configuration: MONGODB_URI must be set in production \(NODE_ENV=production\); to run the embedded engine in production on purpose, set EMBEDDED_DB=on$/;

describe('loadConfig', () => {
  it('refuses production without MONGODB_URI in one line naming the fix', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrow(REFUSAL);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, EMBEDDED_DB: 'off' })).toThrow(REFUSAL);
  });

  it('runs production on MONGODB_URI, or on the embedded engine when EMBEDDED_DB=on', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, MONGODB_URI: 'mongodb://db.example:27017' }).mongodbUri).toBe('mongodb://db.example:27017');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, EMBEDDED_DB: 'on' }).mongodbUri).toBeUndefined();
  });

  it.each(['development', 'test'])('keeps the embedded engine as the default in %s', (nodeEnv) => {
    expect(loadConfig({ NODE_ENV: nodeEnv }).mongodbUri).toBeUndefined();
  });

  it('names EMBEDDED_DB when it is neither on nor off, and needs MONGODB_URI when it is off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, EMBEDDED_DB: 'yes please' })).toThrow(/EMBEDDED_DB must be on or off/);
    expect(() => loadConfig({ NODE_ENV: 'development', EMBEDDED_DB: 'off' })).toThrow(/^Invalid API configuration: MONGODB_URI must be set when EMBEDDED_DB is off$/);
  });
});

describe('the server process', () => {
  it('exits before listening with one line, and starts no embedded engine', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-production-'));
    const dataDir = path.join(dir, 'data');
    try {
      const run = runServer({ NODE_ENV: 'production', SESSION_SECRET: SECRET, DATA_DIR: dataDir });
      // Settles when the process listens or exits; one that listens is stopped, not left running.
      const listened = await run.listening.then(() => true, () => false);
      if (listened) run.child.kill('SIGKILL');
      const exited = await run.exited;
      expect(listened).toBe(false);
      expect(exited.code).toBe(1);
      expect(exited.stderr.trim().split('\n')).toEqual([expect.stringMatching(REFUSAL)]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts on the embedded engine with EMBEDDED_DB=on', async () => {
    const api = await startApi({ NODE_ENV: 'production', SESSION_SECRET: SECRET, EMBEDDED_DB: 'on' });
    try {
      const res = await rawHttp(api.port, 'GET /health/ready HTTP/1.1\r\nHost: api.test\r\nConnection: close\r\n\r\n');
      expect(res.status).toBe(200);
    } finally {
      expect((await api.stop()).code).toBe(0);
    }
  });
});
