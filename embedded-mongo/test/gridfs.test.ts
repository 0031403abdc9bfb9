import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket } from 'mongodb';
import { Harness, removeDir, start } from './helpers';

jest.setTimeout(30_000);

let h: Harness;

beforeAll(async () => {
  h = await start();
});

afterAll(async () => {
  await h.stop();
  removeDir(h.dir);
});

test('GridFS round trip of a 5 MB file is byte-for-byte', async () => {
  const bucket = new GridFSBucket(h.client.db('files'));
  const data = crypto.randomBytes(5 * 1024 * 1024);
  const upload = bucket.openUploadStream('photo.bin', { metadata: { owner: 'u1' } });
  await pipeline(Readable.from([data.subarray(0, 1_000_000), data.subarray(1_000_000)]), upload);

  const [file] = await bucket.find({ filename: 'photo.bin' }).toArray();
  expect(file.length).toBe(data.length);
  expect(file.metadata).toEqual({ owner: 'u1' });

  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(data)).toBe(true);

  const indexes = await h.client.db('files').collection('fs.chunks').indexes();
  expect(indexes.some((i) => i.unique && i.key.files_id === 1 && i.key.n === 1)).toBe(true);

  await bucket.delete(upload.id);
  expect(await bucket.find({}).toArray()).toHaveLength(0);
  expect(await h.client.db('files').collection('fs.chunks').countDocuments()).toBe(0);
});
