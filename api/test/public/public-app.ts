/**
 * Builds the API for public-route tests: the embedded engine in a temp folder,
 * or the MongoDB of MONGODB_URI with a database of its own that is dropped after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startApp } from '#test/start-app';
import { loadConfig } from '#src/config';
import { seedDemo } from '#src/demo/seed-demo';

export const PUBLIC_URL = 'http://api.test';

export interface PublicApp {
  server: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Demo clinics to seed before the test. */
  clinics?: number;
  images?: boolean;
  /** Reuse a folder (restart tests); it is then neither emptied nor removed. */
  dataDir?: string;
  env?: Record<string, string>;
}

export async function buildPublicApp(name: string, { clinics = 0, images = false, dataDir, env = {} }: BuildOptions = {}): Promise<PublicApp> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), `api-${name}-`));
  const config = loadConfig({
    DATA_DIR: dir,
    MONGODB_URI: process.env.MONGODB_URI,
    MONGODB_DB: `test_${name}_${process.pid}`,
    API_PUBLIC_URL: PUBLIC_URL,
    ...env,
  });
  const server = await startApp(config);
  if (clinics > 0) await seedDemo({ clinics: server.clinics, images: server.images }, { clinics, images });
  return {
    server,
    dataDir: dir,
    async close() {
      if (process.env.MONGODB_URI && !dataDir) await server.mongo.db.dropDatabase();
      await server.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
