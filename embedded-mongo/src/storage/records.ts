import zlib from 'node:zlib';
import { deserialize, serialize } from 'bson';
import type { Doc } from '../values';

// Record framing shared by the journal and snapshot files:
//   u32 payload length | u32 crc32(payload) | BSON payload
// A record whose length runs past EOF or whose checksum fails is a torn
// write from a crash; replay stops there.
const HEADER = 8;

// zlib.crc32 is native (Node >= 20.15); the table version is the fallback.
const TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf: Uint8Array): number {
  if (typeof zlib.crc32 === 'function') return zlib.crc32(buf) >>> 0;
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function encodeRecord(payload: Doc): Buffer {
  return frame(serialize(payload));
}

function frame(body: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(HEADER + body.length);
  out.writeUInt32LE(body.length, 0);
  out.writeUInt32LE(crc32(body), 4);
  out.set(body, HEADER);
  return out;
}

const cstring = (s: string): Buffer => Buffer.from(`${s}\0`, 'utf8');

function bsonString(name: string, value: string): Buffer {
  const v = Buffer.from(value, 'utf8');
  const len = Buffer.allocUnsafe(4);
  len.writeInt32LE(v.length + 1, 0);
  return Buffer.concat([Buffer.from([0x02]), cstring(name), len, v, Buffer.from([0])]);
}

function bsonDocument(elements: Buffer[]): Buffer {
  const size = 4 + elements.reduce((n, e) => n + e.length, 0) + 1;
  const head = Buffer.allocUnsafe(4);
  head.writeInt32LE(size, 0);
  return Buffer.concat([head, ...elements, Buffer.from([0])], size);
}

/**
 * The record `{ ops: [{ o: 'puts', db, c, docs }] }` built around documents
 * that are BSON already (a snapshot of stored documents): the same bytes
 * encodeRecord would write, without decoding and encoding every document.
 */
export function encodeRawPutsRecord(db: string, c: string, docs: Uint8Array[]): Buffer {
  const array = bsonDocument(docs.map((d, i) => Buffer.concat([Buffer.from([0x03]), cstring(String(i)), d])));
  const op = bsonDocument([bsonString('o', 'puts'), bsonString('db', db), bsonString('c', c), Buffer.concat([Buffer.from([0x04]), cstring('docs'), array])]);
  const ops = bsonDocument([Buffer.concat([Buffer.from([0x03]), cstring('0'), op])]);
  return frame(bsonDocument([Buffer.concat([Buffer.from([0x04]), cstring('ops'), ops])]));
}

// Larger than any record the engine writes (journal groups of ~8 MB, one
// document of up to 16 MB in a snapshot batch); a longer length is damage.
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

export interface Problem {
  offset: number;
  reason: string;
  // The file simply ends inside its last record (or in zero bytes): an append
  // cut short by a crash, never acknowledged. Anything else is damage.
  torn: boolean;
}

export interface Decoded {
  records: Doc[];
  // Bytes of valid records from the start of the file.
  validLength: number;
  problem?: Problem;
}

// The verified body (length and checksum) of the record at off, or why it cannot be read.
function frameAt(buf: Buffer, off: number): { body: Buffer; end: number } | { reason: string; torn: boolean } {
  if (off + HEADER > buf.length) return { reason: 'the file ends inside a record header', torn: true };
  const len = buf.readUInt32LE(off);
  if (len < 5 || len > MAX_RECORD_BYTES) return { reason: `impossible record length ${len}`, torn: false };
  if (off + HEADER + len > buf.length) return { reason: `a record of ${len} bytes runs past the end of the file`, torn: true };
  const body = buf.subarray(off + HEADER, off + HEADER + len);
  if (crc32(body) !== buf.readUInt32LE(off + 4)) return { reason: 'checksum mismatch', torn: false };
  return { body, end: off + HEADER + len };
}

// Reads the record at off, or says why it cannot.
function readAt(buf: Buffer, off: number): { doc: Doc; end: number } | { reason: string; torn: boolean } {
  const r = frameAt(buf, off);
  if ('reason' in r) return r;
  try {
    return { doc: deserialize(r.body) as Doc, end: r.end };
  } catch (err) {
    return { reason: `unreadable record (${(err as Error).message})`, torn: false };
  }
}

const zeroFrom = (buf: Buffer, off: number): boolean => {
  for (let i = off; i < buf.length; i++) if (buf[i] !== 0) return false;
  return true;
};

/**
 * The verified (length and checksum) record bodies of buf with their offsets,
 * undecoded; then, as the return value, how far they go and any problem.
 */
export function* iterateRecordBodies(buf: Buffer): Generator<{ body: Buffer; offset: number }, Omit<Decoded, 'records'>> {
  let off = 0;
  while (off < buf.length) {
    const r = frameAt(buf, off);
    if ('reason' in r) return { validLength: off, problem: { offset: off, reason: r.reason, torn: r.torn || zeroFrom(buf, off) } };
    yield { body: r.body, offset: off };
    off = r.end;
  }
  return { validLength: off };
}

// Reads one BSON element header at `off` of `doc`: its type, name and value span.
function element(doc: Buffer, off: number): { type: number; name: string; start: number; end: number } {
  const type = doc[off];
  const nameEnd = doc.indexOf(0, off + 1);
  const name = doc.toString('latin1', off + 1, nameEnd);
  const start = nameEnd + 1;
  let end: number;
  if (type === 0x02) end = start + 4 + doc.readInt32LE(start);
  else if (type === 0x03 || type === 0x04) end = start + doc.readInt32LE(start);
  else end = -1;
  return { type, name, start, end };
}

/**
 * A record that is exactly `{ ops: [{ o: 'puts', db, c, docs: [...] }] }` (what
 * snapshots and bulk inserts write) as its documents' own BSON bytes, so
 * loading a data folder stores them without decoding and encoding each one
 * again; undefined for any other record.
 */
export function rawPutsOf(body: Buffer): { db: string; c: string; docs: Buffer[] } | undefined {
  try {
    const ops = element(body, 4);
    if (ops.type !== 0x04 || ops.name !== 'ops' || ops.end !== body.length - 1) return undefined;
    const op = element(body, ops.start + 4);
    if (op.type !== 0x03 || op.end !== ops.end - 1) return undefined;
    const fields: Record<string, { type: number; start: number; end: number }> = {};
    let off = op.start + 4;
    while (off < op.end - 1) {
      const e = element(body, off);
      if (e.end < 0 || e.name in fields) return undefined;
      fields[e.name] = e;
      off = e.end;
    }
    const { o, db, c, docs } = fields;
    if (Object.keys(fields).length !== 4 || o?.type !== 0x02 || db?.type !== 0x02 || c?.type !== 0x02 || docs?.type !== 0x04) return undefined;
    const str = (e: { start: number; end: number }) => body.toString('utf8', e.start + 4, e.end - 1);
    if (str(o) !== 'puts') return undefined;
    const out: Buffer[] = [];
    off = docs.start + 4;
    while (off < docs.end - 1) {
      const e = element(body, off);
      if (e.type !== 0x03) return undefined;
      out.push(body.subarray(e.start, e.end));
      off = e.end;
    }
    return { db: str(db), c: str(c), docs: out };
  } catch {
    return undefined;
  }
}

/** Checks framing and checksums only (no decoding): where the valid records end, and any problem. */
export function checkRecords(buf: Buffer): Omit<Decoded, 'records'> {
  const bodies = iterateRecordBodies(buf);
  for (let r = bodies.next(); ; r = bodies.next()) if (r.done) return r.value;
}

export function decodeRecords(buf: Buffer): Decoded {
  const records: Doc[] = [];
  let off = 0;
  while (off < buf.length) {
    const r = readAt(buf, off);
    if ('reason' in r) {
      return { records, validLength: off, problem: { offset: off, reason: r.reason, torn: r.torn || zeroFrom(buf, off) } };
    }
    records.push(r.doc);
    off = r.end;
  }
  return { records, validLength: off };
}

export interface Salvaged {
  records: Array<{ offset: number; doc: Doc; bytes: Buffer }>;
  // Byte ranges [from, to) that held no verifiable record.
  dropped: Array<{ from: number; to: number }>;
}

// Keeps every record that verifies, including records after damage: from a
// bad spot it looks for the next offset where a whole record verifies (its
// length matches the BSON document's own length prefix and the checksum
// holds), so one flipped byte costs only the record it is in.
export function salvageRecords(buf: Buffer): Salvaged {
  const out: Salvaged = { records: [], dropped: [] };
  let off = 0;
  let badFrom: number | undefined;
  while (off < buf.length) {
    const plausible = off + HEADER + 5 <= buf.length && buf.readUInt32LE(off) === buf.readInt32LE(off + HEADER);
    const r = badFrom === undefined || plausible ? readAt(buf, off) : undefined;
    if (r && !('reason' in r)) {
      if (badFrom !== undefined) out.dropped.push({ from: badFrom, to: off });
      badFrom = undefined;
      out.records.push({ offset: off, doc: r.doc, bytes: buf.subarray(off, r.end) });
      off = r.end;
    } else {
      badFrom ??= off;
      off++;
    }
  }
  if (badFrom !== undefined) out.dropped.push({ from: badFrom, to: buf.length });
  return out;
}
