import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedMongo, StartupError } from '../src/index';
import { backup, restore } from '../src/tools/backup';
import { repair } from '../src/tools/repair';
import { start, tempDirs } from './helpers';

// A data folder that has held data never starts empty. A journal that does not
// begin with a whole record is damage, however it ends (zero bytes, random
// bytes whose first length runs past the end, nothing at all); a torn append is
// accepted only after a whole record. Each refusal is the one-line damage
// message pointing to db:repair, and db:repair keeps what can be kept.

jest.setTimeout(30_000);

const newDir = tempDirs();
const JOURNAL = 'journal-00000000.log';

/** A folder holding ten documents, one journaled insert each. */
async function folderWithData(): Promise<string> {
  const dir = newDir();
  const h = await start(dir);
  for (let i = 0; i < 10; i++) await h.client.db('p').collection('c').insertOne({ _id: i, pad: 'x'.repeat(100) } as never);
  await h.stop();
  return dir;
}

// The folder's files and their bytes.
const filesOf = (dir: string) => new Map(fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => [f, fs.readFileSync(path.join(dir, f))]));

async function expectRefused(dir: string, file: string, reason: RegExp): Promise<void> {
  const before = filesOf(dir);
  const err = await startEmbeddedMongo({ dataDir: dir }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(StartupError);
  const message = (err as Error).message;
  expect(message.split('\n')).toHaveLength(1);
  expect(message).toMatch(new RegExp(`^embedded-mongo: ${file} is damaged at byte 0 \\(`));
  expect(message).toMatch(reason);
  expect(message).toContain(`nothing was changed. Stop the app and run: npm run db:repair -- --data-dir ${dir}`);
  // Nothing was moved aside, cut or created.
  expect(filesOf(dir)).toEqual(before);
}

async function count(dir: string): Promise<{ n: number; fresh: boolean }> {
  const h = await start(dir);
  const n = await h.client.db('p').collection('c').countDocuments();
  const fresh = h.mongo.fresh;
  await h.stop();
  return { n, fresh };
}

test('a journal zero-filled at its full length is refused, not taken for a torn write', async () => {
  const dir = await folderWithData();
  const file = path.join(dir, JOURNAL);
  fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size));
  await expectRefused(dir, file, /no whole record before it/);
  // Nothing verifies, so repair keeps nothing, and says so; the folder then starts, not fresh.
  const report = await repair(dir);
  expect(report.files[0]).toMatchObject({ file, keptRecords: 0 });
  expect(await count(dir)).toEqual({ n: 0, fresh: false });
});

test('random bytes whose first length runs past the end of the file are refused', async () => {
  const dir = await folderWithData();
  const file = path.join(dir, JOURNAL);
  const noise = Buffer.from(Array.from({ length: fs.statSync(file).size }, (_, i) => (i * 7919 + 13) % 251));
  noise.writeUInt32LE(noise.length * 2, 0);
  fs.writeFileSync(file, noise);
  await expectRefused(dir, file, /runs past the end of the file, and no whole record before it/);
  await repair(dir);
  expect((await count(dir)).n).toBe(0);
});

test('a journal truncated to 0 bytes is refused', async () => {
  const dir = await folderWithData();
  const file = path.join(dir, JOURNAL);
  fs.truncateSync(file, 0);
  await expectRefused(dir, file, /holds no record, though this folder has held data/);
  const report = await repair(dir);
  expect(report.lines[0]).toContain('nothing to keep');
  expect(await count(dir)).toEqual({ n: 0, fresh: false });
});

test('with a snapshot, a zero-filled journal is refused and repair keeps the snapshot', async () => {
  // The ten documents restored as a snapshot, then one more write in the journal.
  const dir = await folderWithData();
  const saved = newDir();
  await backup(dir, saved);
  await restore(saved, dir);
  const h = await start(dir);
  await h.client.db('p').collection('c').insertOne({ _id: 'after' } as never);
  await h.stop();
  const file = path.join(dir, JOURNAL);
  expect(fs.existsSync(path.join(dir, 'snapshot.db'))).toBe(true);
  fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size));
  await expectRefused(dir, file, /no whole record before it/);
  await repair(dir);
  expect((await count(dir)).n).toBe(10);
});

test('a torn append after whole records still starts, with every whole record', async () => {
  const dir = await folderWithData();
  const file = path.join(dir, JOURNAL);
  const size = fs.statSync(file).size;
  // An append cut short: a length promising 200 bytes, and 3 of them.
  fs.appendFileSync(file, Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7]));
  expect(await count(dir)).toEqual({ n: 10, fresh: false });
  // The torn bytes were kept aside and cut off, so the next append starts on a record boundary.
  expect(fs.statSync(file).size).toBe(size);
  expect(fs.statSync(`${file}.torn-${size}`).size).toBe(11);
});

test('a new folder starts, and so does one whose very first append was torn', async () => {
  const dir = newDir();
  let h = await start(dir);
  expect(h.mongo.fresh).toBe(true);
  await h.stop();
  // A crash during the first write: the journal holds part of its first record.
  fs.writeFileSync(path.join(dir, JOURNAL), Buffer.from([40, 0, 0, 0, 9, 9]));
  h = await start(dir);
  expect(h.mongo.fresh).toBe(true);
  await h.client.db('p').collection('c').insertOne({ _id: 1 } as never);
  await h.stop();
  expect(await count(dir)).toEqual({ n: 1, fresh: false });
});
