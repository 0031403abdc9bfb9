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

export interface Decoded {
  records: Doc[];
  // Bytes of valid records; anything after is garbage to truncate.
  validLength: number;
}

export function decodeRecords(buf: Buffer): Decoded {
  const records: Doc[] = [];
  let off = 0;
  while (off + HEADER <= buf.length) {
    const len = buf.readUInt32LE(off);
    const crc = buf.readUInt32LE(off + 4);
    if (len < 5 || off + HEADER + len > buf.length) break;
    const body = buf.subarray(off + HEADER, off + HEADER + len);
    if (crc32(body) !== crc) break;
    try {
      records.push(deserialize(body) as Doc);
    } catch {
      break;
    }
    off += HEADER + len;
  }
  return { records, validLength: off };
}
