import net from 'node:net';
import { deserialize, serialize } from 'bson';
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

function roundTrip(payload: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(h.mongo.port as number, '127.0.0.1', () => sock.write(payload));
    const chunks: Buffer[] = [];
    sock.on('data', (d) => {
      chunks.push(d);
      const all = Buffer.concat(chunks);
      if (all.length >= 4 && all.length >= all.readInt32LE(0)) {
        sock.destroy();
        resolve(all);
      }
    });
    sock.on('error', reject);
    sock.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

function header(len: number, requestId: number, opCode: number): Buffer {
  const b = Buffer.alloc(16);
  b.writeInt32LE(len, 0);
  b.writeInt32LE(requestId, 4);
  b.writeInt32LE(opCode, 12);
  return b;
}

test('legacy OP_QUERY isMaster is answered with OP_REPLY', async () => {
  const query = serialize({ isMaster: 1 });
  const ns = Buffer.from('admin.$cmd\0');
  const body = Buffer.concat([Buffer.alloc(4), ns, Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]), query]);
  const reply = await roundTrip(Buffer.concat([header(16 + body.length, 7, 2004), body]));
  expect(reply.readInt32LE(8)).toBe(7);
  expect(reply.readInt32LE(12)).toBe(1);
  expect(reply.readInt32LE(32)).toBe(1);
  const doc = deserialize(reply.subarray(36));
  expect(doc).toMatchObject({ ismaster: true, isWritablePrimary: true, maxWireVersion: 21, ok: 1 });
});

test('OP_MSG with a document sequence and checksum flag', async () => {
  const cmd = serialize({ insert: 'seq', $db: 'wire' });
  const docs = [serialize({ _id: 1 }), serialize({ _id: 2 })];
  const ident = Buffer.from('documents\0');
  const seqLen = 4 + ident.length + docs.reduce((s, d) => s + d.length, 0);
  const seqHead = Buffer.alloc(4);
  seqHead.writeInt32LE(seqLen, 0);
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE(1, 0);
  const body = Buffer.concat([flags, Buffer.from([0]), cmd, Buffer.from([1]), seqHead, ident, ...docs, Buffer.alloc(4)]);
  const reply = await roundTrip(Buffer.concat([header(16 + body.length, 9, 2013), body]));
  expect(reply.readInt32LE(12)).toBe(2013);
  expect(deserialize(reply.subarray(21))).toMatchObject({ n: 2, ok: 1 });
  expect(await h.client.db('wire').collection('seq').countDocuments()).toBe(2);
});

test('garbage on the socket does not take the server down', async () => {
  await roundTrip(Buffer.from([1, 0, 0, 0, 9, 9, 9, 9]));
  const bad = Buffer.concat([header(16 + 9, 1, 2013), Buffer.from([0, 0, 0, 0, 0, 5, 0, 0, 0])]);
  const reply = await roundTrip(bad);
  expect(deserialize(reply.subarray(21))).toMatchObject({ ok: 0 });
  expect(await h.client.db('wire').command({ ping: 1 })).toMatchObject({ ok: 1 });
});
