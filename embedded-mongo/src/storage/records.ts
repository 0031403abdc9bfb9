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
  const body = serialize(payload);
  const out = Buffer.allocUnsafe(HEADER + body.length);
  out.writeUInt32LE(body.length, 0);
  out.writeUInt32LE(crc32(body), 4);
  out.set(body, HEADER);
  return out;
}

// Larger than any record the engine writes (journal groups of ~8 MB, one
// document of up to 16 MB in a snapshot batch); a longer length is damage.
const MAX_RECORD = 64 * 1024 * 1024;

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

// Reads the record at off, or says why it cannot.
function readAt(buf: Buffer, off: number): { doc: Doc; end: number } | { reason: string; torn: boolean } {
  if (off + HEADER > buf.length) return { reason: 'the file ends inside a record header', torn: true };
  const len = buf.readUInt32LE(off);
  const crc = buf.readUInt32LE(off + 4);
  if (len < 5 || len > MAX_RECORD) return { reason: `impossible record length ${len}`, torn: false };
  if (off + HEADER + len > buf.length) return { reason: `a record of ${len} bytes runs past the end of the file`, torn: true };
  const body = buf.subarray(off + HEADER, off + HEADER + len);
  if (crc32(body) !== crc) return { reason: 'checksum mismatch', torn: false };
  try {
    return { doc: deserialize(body) as Doc, end: off + HEADER + len };
  } catch (err) {
    return { reason: `unreadable record (${(err as Error).message})`, torn: false };
  }
}

const zeroFrom = (buf: Buffer, off: number): boolean => {
  for (let i = off; i < buf.length; i++) if (buf[i] !== 0) return false;
  return true;
};

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
