import { deserialize, serialize } from 'bson';
import type { Doc } from '../values';
import { OP_REPLY, writeHeader } from './framing';

export interface ParsedQuery {
  collection: string;
  query: Doc;
}

// Legacy OP_QUERY: only used by drivers for the initial handshake.
export function parseOpQuery(body: Buffer): ParsedQuery {
  let off = 4;
  const nul = body.indexOf(0, off);
  const collection = body.toString('utf8', off, nul);
  off = nul + 1 + 8;
  const size = body.readInt32LE(off);
  let query = deserialize(body.subarray(off, off + size)) as Doc;
  // Old drivers wrap the command as { $query: {...}, $readPreference }.
  if (query.$query && typeof query.$query === 'object') query = query.$query as Doc;
  return { collection, query };
}

export function encodeOpReply(requestId: number, responseTo: number, docs: Doc[]): Buffer {
  const bsons = docs.map((d) => serialize(d));
  const head = Buffer.alloc(20);
  head.writeInt32LE(0, 0);
  head.writeBigInt64LE(0n, 4);
  head.writeInt32LE(0, 12);
  head.writeInt32LE(docs.length, 16);
  return writeHeader(Buffer.concat([head, ...bsons]), requestId, responseTo, OP_REPLY);
}
