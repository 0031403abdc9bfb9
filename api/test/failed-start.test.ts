/**
 * A test app whose start fails part way (here an index that conflicts with
 * one already in the data folder; on a busy machine, a plugin timing out)
 * closes what it had opened: an embedded engine left listening would keep the
 * Jest worker from exiting ("Jest did not exit").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { socketPathFor, startEmbeddedMongo } from '@directpay/embedded-mongo';
import { buildOwnerTestApp } from './owner/helpers';
import { buildPublicApp } from './public/public-app';
import { buildHardeningApp } from './hardening/support/app';

const describeEmbedded = process.env.MONGODB_URI ? describe.skip : describe;

/** Whether something still answers on the engine's socket of `dataDir`. */
const listening = (dataDir: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(socketPathFor(dataDir));
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describeEmbedded('a test app that fails to start', () => {
  it.each([
    ['buildOwnerTestApp', 'directpay', (dataDir: string) => buildOwnerTestApp({ DATA_DIR: dataDir })],
    ['buildPublicApp', `test_failedstart_${process.pid}`, (dataDir: string) => buildPublicApp('failedstart', { dataDir })],
    ['buildHardeningApp', 'directpay', (dataDir: string) => buildHardeningApp({ DATA_DIR: dataDir })],
  ])('%s closes the engine it started', async (_name, db, build) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-failed-start-'));
    try {
      // The API's clinics index named "account" is on accountId; this one is not.
      const engine = await startEmbeddedMongo({ dataDir });
      const client = await MongoClient.connect(engine.uri);
      await client.db(db).collection('clinics').createIndex({ name: 1 }, { name: 'account' });
      await client.close();
      await engine.close();

      await expect(build(dataDir)).rejects.toThrow(/index/);
      expect(await listening(dataDir)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
