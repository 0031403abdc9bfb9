import { MongoClient, MongoServerError } from 'mongodb';
import { Codes } from '../src/index';
import { start, tempDirs } from './helpers';
import { startFaultyServer } from './child-server';

// The engine must never acknowledge a write it could not make durable, nor
// show one in reads: a full disk and an unwritable journal are simulated by
// failing the engine process's file writes (test/fixtures/fs-faults.js).

jest.setTimeout(30_000);

const newDir = tempDirs();

const status = async (client: MongoClient): Promise<{ writable: boolean; writeError?: string }> =>
  (await client.db('admin').command({ embeddedStatus: 1 })) as never;

test('an unwritable journal (EPERM): the write fails with the engine error, nothing shows in reads, and writes resume by themselves', async () => {
  const dir = newDir();
  const server = await startFaultyServer(dir);
  const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 10_000 });
  const c = client.db('p').collection('clinics');
  await c.insertOne({ name: 'kept' });
  server.fail('EPERM');
  const err = await c.insertOne({ name: 'refused' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(MongoServerError);
  expect(err).toMatchObject({ code: Codes.OutOfDiskSpace, codeName: 'OutOfDiskSpace' });
  expect((err as Error).message).toMatch(/could not save this write \(EPERM.*nothing was changed/);
  // Updates, deletes and index builds are refused the same way and change nothing.
  await expect(c.updateOne({ name: 'kept' }, { $set: { name: 'changed' } })).rejects.toMatchObject({ code: Codes.OutOfDiskSpace });
  await expect(c.deleteOne({ name: 'kept' })).rejects.toMatchObject({ code: Codes.OutOfDiskSpace });
  await expect(c.createIndex({ name: 1 })).rejects.toMatchObject({ code: Codes.OutOfDiskSpace });
  expect(await c.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ name: 'kept' }]);
  expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
  expect(await status(client)).toMatchObject({ writable: false, writeError: expect.stringMatching(/EPERM/) });

  server.heal();
  // No client write is needed: asking for the status retries the journal.
  await new Promise((r) => setTimeout(r, 1000));
  expect(await status(client)).toEqual({ writable: true, ok: 1 });
  await c.insertOne({ name: 'after' });
  await server.kill();
  await client.close(true);

  const again = await start(dir);
  expect((await again.client.db('p').collection('clinics').find({}, { projection: { _id: 0 } }).toArray()).map((d) => d.name)).toEqual(['kept', 'after']);
  await again.stop();
});

test('a full disk: failed writes are refused and readiness is false; after space returns, kill -9 loses no acknowledged write', async () => {
  const dir = newDir();
  const child = await startFaultyServer(dir);
  const client = await MongoClient.connect(child.uri, { serverSelectionTimeoutMS: 10_000 });
  const c = client.db('p').collection('acked');
  const acked = new Set<number>();
  const write = async (i: number): Promise<boolean> => {
    try {
      await c.insertOne({ i, pad: 'x'.repeat(500) });
      acked.add(i);
      return true;
    } catch (err) {
      expect(err).toMatchObject({ code: Codes.OutOfDiskSpace });
      expect((err as Error).message).toMatch(/ENOSPC/);
      return false;
    }
  };
  await Promise.all(Array.from({ length: 20 }, (_, i) => write(i)));
  expect(acked.size).toBe(20);

  // The disk fills: every write fails (each leaves half a record behind, cut off again).
  child.fail('ENOSPC');
  const failed = await Promise.all(Array.from({ length: 20 }, (_, i) => write(100 + i)));
  expect(failed.every((ok) => !ok)).toBe(true);
  expect(await status(client)).toMatchObject({ writable: false });
  expect(await c.countDocuments()).toBe(20);

  // Space returns: readiness recovers by itself, writes are acknowledged again.
  child.heal();
  await new Promise((r) => setTimeout(r, 1000));
  expect(await status(client)).toMatchObject({ writable: true });
  await Promise.all(Array.from({ length: 20 }, (_, i) => write(200 + i)));
  expect(acked.size).toBe(40);

  await child.kill();
  await client.close(true);
  const h = await start(dir);
  const again = h.client.db('p').collection('acked');
  expect((await again.distinct('i')).sort((a, b) => a - b)).toEqual([...acked].sort((a, b) => a - b));
  await h.stop();
}, 40_000);

test('concurrent writes share one journal flush yet each sees the ones before it', async () => {
  const h = await start(newDir());
  const c = h.client.db('p').collection('counters');
  await c.createIndex({ email: 1 }, { unique: true });
  await c.insertOne({ _id: 'n', n: 0 } as never);
  // 50 concurrent increments of one document: none is lost.
  await Promise.all(Array.from({ length: 50 }, () => c.updateOne({ _id: 'n' } as never, { $inc: { n: 1 } })));
  // 10 concurrent inserts of one unique email: exactly one wins.
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => c.insertOne({ email: 'same@example.com', i })));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 11000)).toBe(true);
  await h.stop();
  const again = await start(h.dir);
  const coll = again.client.db('p').collection('counters');
  expect(await coll.findOne({ _id: 'n' } as never)).toEqual({ _id: 'n', n: 50 });
  expect(await coll.countDocuments({ email: 'same@example.com' })).toBe(1);
  await again.stop();
});
