/**
 * When the database cannot make a write durable, every example request still
 * answers a status the document gives for its operation: a write 503 (never
 * 500), a read as usual. The engine runs in a process of its own whose file
 * writes can be made to fail (as a full disk does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFaultyServer, type FaultyServer } from '@directpay/embedded-mongo/test/child-server';
import { ORDER, exampleWorld, sendExample } from './support/send-examples';

jest.setTimeout(180_000);

const describeEmbedded = process.env.MONGODB_URI ? describe.skip : describe;

describeEmbedded('the database cannot write', () => {
  let database: FaultyServer;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'api-examples-faulty-db-'));
    database = await startFaultyServer(dir);
  });
  const world = exampleWorld({ env: () => ({ MONGODB_URI: database.uri, MONGODB_DB: 'examples' }) });
  afterAll(async () => {
    await database?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every example request answers a status its operation documents, and no 500', async () => {
    database.fail('EPERM');
    const answers = [];
    try {
      for (const name of ORDER) {
        const res = await sendExample(world, name);
        answers.push({ name, status: res.statusCode, documented: String(res.statusCode) in world.operation(name).op.responses });
      }
    } finally {
      database.heal();
    }
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(10);
    expect(answers.filter((a) => !a.documented || a.status === 500)).toEqual([]);
  });
});
