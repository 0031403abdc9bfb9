import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedMongo, StartupError } from '../src/index';
import { decodeRecords } from '../src/storage/records';
import { repair } from '../src/tools/repair';
import { runTool } from '../src/tools/cli';
import { start, tempDirs } from './helpers';

// A damaged record is never skipped silently: the engine refuses to start with
// one line naming the file, the offset and the repair command, and
// `npm run db:repair` keeps every record that verifies, the ones after the
// damage included, plus a copy of the damaged file.

jest.setTimeout(30_000);

const newDir = tempDirs();

interface Rec {
  from: number;
  to: number;
  ids: string[];
}

// Record boundaries of a file and the document ids each record writes.
function recordsOf(file: string): Rec[] {
  const buf = fs.readFileSync(file);
  const out: Rec[] = [];
  let off = 0;
  for (const rec of decodeRecords(buf).records) {
    const len = buf.readUInt32LE(off) + 8;
    const ids: string[] = [];
    for (const op of rec.ops as Array<{ o: string; doc?: { _id: string }; docs?: Array<{ _id: string }> }>) {
      if (op.o === 'put') ids.push(op.doc!._id);
      if (op.o === 'puts') ids.push(...op.docs!.map((d) => d._id));
    }
    out.push({ from: off, to: off + len, ids });
    off += len;
  }
  return out;
}

async function allIds(dir: string): Promise<string[]> {
  const h = await start(dir);
  const ids: string[] = [];
  for (const c of ['a', 'b', 'c', 'd', 'e', 'f']) ids.push(...(await h.client.db('p').collection<{ _id: string }>(c).distinct('_id')));
  await h.stop();
  return ids.sort();
}

async function expectRefusal(dir: string, file: string, offset: number): Promise<void> {
  const err = await startEmbeddedMongo({ dataDir: dir }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(StartupError);
  const message = (err as Error).message;
  expect(message.split('\n')).toHaveLength(1);
  expect(message).toContain(file);
  expect(message).toContain(`byte ${offset}`);
  expect(message).toContain(`npm run db:repair -- --data-dir ${dir}`);
  expect((err as StartupError).file).toBe(file);
  // Refusing changed nothing on disk.
  expect(fs.existsSync(path.join(dir, 'LOCK'))).toBe(false);
}

// Flips one byte at `at` (a fraction of the file), then checks refusal and repair.
async function flipAndRepair(pristine: string, name: string, at: number): Promise<void> {
  const dir = newDir();
  fs.cpSync(pristine, dir, { recursive: true });
  const file = path.join(dir, name);
  const recs = recordsOf(file);
  const size = fs.statSync(file).size;
  const offset = Math.floor(size * at);
  const hit = recs.find((r) => offset >= r.from && offset < r.to)!;
  const bytes = fs.readFileSync(file);
  bytes[offset] ^= 0xff;
  fs.writeFileSync(file, bytes);
  const before = fs.readFileSync(file);

  await expectRefusal(dir, file, hit.from);
  expect(fs.readFileSync(file).equals(before)).toBe(true);

  const report = await repair(dir);
  expect(report.files).toHaveLength(1);
  const [fixed] = report.files;
  expect(fixed.file).toBe(file);
  expect(fs.readFileSync(fixed.backup).equals(before)).toBe(true);
  // Only the damaged record is lost: every other record, before and after it, is kept.
  expect(fixed.keptRecords).toBe(recs.length - 1);
  expect(fixed.dropped).toEqual([{ from: hit.from, to: hit.to }]);
  expect(report.lines[0]).toContain(`kept ${recs.length - 1} verified records`);

  // Ids written by the other data files (a snapshot's journal) stay too.
  const others = fs
    .readdirSync(pristine)
    .filter((f) => f !== name && (f === 'snapshot.db' || /^journal-\d+\.log$/.test(f)))
    .flatMap((f) => recordsOf(path.join(pristine, f)).flatMap((r) => r.ids));
  const expected = [...new Set([...recs.filter((r) => r !== hit).flatMap((r) => r.ids), ...others])].sort();
  expect(await allIds(dir)).toEqual(expected);
}

describe('a flipped byte in the journal', () => {
  let pristine: string;
  beforeAll(async () => {
    pristine = newDir();
    const h = await start(pristine);
    // One insert per record, over six collections.
    for (let i = 0; i < 60; i++) await h.client.db('p').collection('abcdef'[i % 6]).insertOne({ _id: `doc-${i}` } as never);
    await h.stop();
  });

  test.each([0.03, 0.25, 0.5, 0.75, 0.97])('at %p of the file: refusal naming the file, then repair keeps the verified records', async (at) => {
    await flipAndRepair(pristine, 'journal-00000000.log', at);
  });
});

describe('a flipped byte in a snapshot', () => {
  let pristine: string;
  beforeAll(async () => {
    pristine = newDir();
    // A tiny compaction threshold: every write is followed by a new snapshot.
    const h = await start(pristine, { compactEveryBytes: 1 });
    for (const [k, c] of ['a', 'b', 'c', 'd', 'e', 'f'].entries()) {
      await h.client.db('p').collection(c).insertMany(Array.from({ length: 5 }, (_, i) => ({ _id: `${c}-${i}`, k })) as never);
    }
    await h.stop();
    expect(recordsOf(path.join(pristine, 'snapshot.db')).length).toBeGreaterThan(5);
  });

  test.each([0.01, 0.3, 0.6, 0.95])('at %p of the file: refusal naming the file, then repair keeps the verified records', async (at) => {
    await flipAndRepair(pristine, 'snapshot.db', at);
  });
});

test('db:repair on a sound folder changes nothing and says so', async () => {
  const dir = newDir();
  const h = await start(dir);
  await h.client.db('p').collection('a').insertOne({ _id: 'x' } as never);
  await h.stop();
  const lines = await runTool(['repair', '--data-dir', dir]);
  expect(lines).toEqual([`${dir}: every journal and snapshot record verifies; nothing to repair`]);
});

test('random bytes inside a journal are refused, and repair keeps the verified records before and after them', async () => {
  const dir = newDir();
  const h = await start(dir);
  await h.client.db('p').collection('a').insertOne({ _id: 'before' } as never);
  const file = path.join(dir, 'journal-00000000.log');
  const good = fs.statSync(file).size;
  await h.client.db('p').collection('a').insertOne({ _id: 'after' } as never);
  await h.stop();
  const all = fs.readFileSync(file);
  const noise = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919 + 13) % 251));
  fs.writeFileSync(file, Buffer.concat([all.subarray(0, good), noise, all.subarray(good)]));
  await expectRefusal(dir, file, good);
  const report = await repair(dir);
  expect(report.files[0].dropped).toEqual([{ from: good, to: good + 3000 }]);
  expect(await allIds(dir)).toEqual(['after', 'before']);
});
