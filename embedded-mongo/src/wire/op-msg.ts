import { deserialize, serialize, type DeserializeOptions } from 'bson';
import { hasLossyNumbers } from '../storage/doc-store';
import { rememberCommandTypes } from '../storage/number-types';
import type { Doc } from '../values';
import { OP_MSG, writeHeader } from './framing';

const CHECKSUM_PRESENT = 1;
const MORE_TO_COME = 2;

export interface ParsedMsg {
  command: Doc;
  moreToCome: boolean;
}

// The commands whose documents are stored: their numbers keep the types the client sent (number-types.ts).
const STORING = new Set(['insert', 'update', 'findAndModify', 'findandmodify']);

// `body` starts right after the 16-byte header.
export function parseOpMsg(body: Buffer): ParsedMsg {
  const { command, moreToCome, sections } = parseSections(body);
  if (STORING.has(Object.keys(command)[0]) && sections.some((section) => hasLossyNumbers(section))) {
    rememberCommandTypes(command, () => parseSections(body, { promoteValues: false }).command);
  }
  return { command, moreToCome };
}

function parseSections(body: Buffer, options?: DeserializeOptions): ParsedMsg & { sections: Buffer[] } {
  const flags = body.readUInt32LE(0);
  const end = flags & CHECKSUM_PRESENT ? body.length - 4 : body.length;
  let off = 4;
  let command: Doc | undefined;
  const sequences: Array<[string, Doc[]]> = [];
  const sections: Buffer[] = [];
  while (off < end) {
    const kind = body[off++];
    if (kind === 0) {
      const size = body.readInt32LE(off);
      sections.push(body.subarray(off, off + size));
      command = deserialize(body.subarray(off, off + size), options) as Doc;
      off += size;
    } else if (kind === 1) {
      const size = body.readInt32LE(off);
      const sectionEnd = off + size;
      let p = off + 4;
      const nul = body.indexOf(0, p);
      const id = body.toString('utf8', p, nul);
      p = nul + 1;
      const docs: Doc[] = [];
      while (p < sectionEnd) {
        const dsize = body.readInt32LE(p);
        sections.push(body.subarray(p, p + dsize));
        docs.push(deserialize(body.subarray(p, p + dsize), options) as Doc);
        p += dsize;
      }
      sequences.push([id, docs]);
      off = sectionEnd;
    } else {
      throw new Error(`unsupported OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new Error('OP_MSG without a body section');
  for (const [id, docs] of sequences) command[id] = docs;
  return { command, moreToCome: (flags & MORE_TO_COME) !== 0, sections };
}

export function encodeOpMsg(requestId: number, responseTo: number, doc: Doc): Buffer {
  const bson = serialize(doc);
  const body = Buffer.allocUnsafe(5 + bson.length);
  body.writeUInt32LE(0, 0);
  body[4] = 0;
  body.set(bson, 5);
  return writeHeader(body, requestId, responseTo, OP_MSG);
}
