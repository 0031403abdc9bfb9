import { deserialize, ObjectId, serialize } from 'bson';
import { isPlainObject, type Doc } from '../values';

// The stored bytes each document read from a store was decoded from. Their
// size is what cursors measure batches by, without encoding a document again
// (for a partly decoded document, the stored document's size: an upper bound
// of its own, which is what batching needs, a batch cut by upper bounds is
// never over 16 MB); their number types are what a reply gives back (see
// number-types.ts).
const sources = new WeakMap<Doc, Uint8Array>();

/** The encoded size (or, for a partly decoded one, an upper bound of it) of a document read from a DocStore. */
export function knownSize(doc: Doc): number | undefined {
  return sources.get(doc)?.length;
}

/** The stored bytes a document read from a DocStore was decoded from. */
export function sourceOf(doc: Doc): Uint8Array | undefined {
  return sources.get(doc);
}

function decode(raw: Uint8Array): Doc {
  const doc = deserialize(raw) as Doc;
  sources.set(doc, raw);
  return doc;
}

/**
 * A collection's documents by id key, each kept as its BSON bytes rather than
 * as a tree of JS objects: bytes outside the JS heap are a fraction of the
 * objects' size and nothing for the garbage collector to walk, so a large
 * collection neither fills the heap nor slows collection as it grows. A read decodes a fresh copy (the wire
 * protocol's own decoding, so values come back as a client's write stored
 * them); callers may not rely on getting the same object twice.
 */
export class DocStore {
  private readonly raw = new Map<string, Uint8Array>();

  get size(): number {
    return this.raw.size;
  }

  has(id: string): boolean {
    return this.raw.has(id);
  }

  get(id: string): Doc | undefined {
    const raw = this.raw.get(id);
    return raw && decode(raw);
  }

  /** Only the fields of `tree` (see partialDecode). */
  getPartial(id: string, tree: FieldTree): Doc | undefined {
    const raw = this.raw.get(id);
    if (!raw) return undefined;
    const doc = partialDecode(raw, tree);
    sources.set(doc, raw);
    return doc;
  }

  getRaw(id: string): Uint8Array | undefined {
    return this.raw.get(id);
  }

  set(id: string, doc: Doc): void {
    this.raw.set(id, serialize(doc));
  }

  /** Stores a copy of a document's BSON bytes as they are. */
  setRaw(id: string, raw: Uint8Array): void {
    this.raw.set(id, Buffer.from(raw));
  }

  delete(id: string): boolean {
    return this.raw.delete(id);
  }

  *values(): Generator<Doc> {
    for (const raw of this.raw.values()) yield decode(raw);
  }

  *entries(): Generator<[string, Doc]> {
    for (const [id, raw] of this.raw) yield [id, decode(raw)];
  }

  [Symbol.iterator](): Generator<[string, Doc]> {
    return this.entries();
  }

  /** The stored bytes, without decoding (snapshots, sizes). */
  rawValues(): IterableIterator<Uint8Array> {
    return this.raw.values();
  }

  /** Total BSON bytes of the documents. */
  bytes(): number {
    let n = 0;
    for (const raw of this.raw.values()) n += raw.length;
    return n;
  }
}

/** Which fields of a document a read needs: `true` for a whole value, a subtree for some fields of an embedded document. */
export interface FieldTree {
  [field: string]: FieldTree | true;
}

/** A tree of the paths (dotted) a read needs; the first segment of each is a top-level field. */
export function fieldTree(paths: Iterable<string>): FieldTree {
  const tree: FieldTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let node = tree;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const last = i === parts.length - 1;
      const have = node[part];
      if (have === true) break;
      if (last) node[part] = true;
      else node = node[part] = have ?? {};
    }
  }
  return tree;
}

/** A FieldTree with its names as bytes, so elements are matched without decoding their names. */
type Wanted = Array<{ name: string; bytes: Buffer; sub: Wanted | true }>;

const compiled = new WeakMap<FieldTree, Wanted>();

function compileTree(tree: FieldTree): Wanted {
  let out = compiled.get(tree);
  if (!out) {
    out = Object.entries(tree).map(([name, sub]) => ({ name, bytes: Buffer.from(name, 'utf8'), sub: sub === true ? true : compileTree(sub) }));
    compiled.set(tree, out);
  }
  return out;
}

const asBuffer = (raw: Uint8Array): Buffer => (Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));

/** The end (the NUL) of the element name starting at `at`: names are short, so a loop beats Buffer#indexOf's native call. */
function nameEndOf(raw: Buffer, at: number): number {
  let i = at;
  while (i < raw.length && raw[i] !== 0) i++;
  return i;
}

/** The end of the value of type `type` at `off` (just after the element's name). */
function valueEnd(raw: Buffer, type: number, off: number): number {
  switch (type) {
    case 0x01: case 0x09: case 0x11: case 0x12: return off + 8;
    case 0x02: case 0x0d: case 0x0e: return off + 4 + raw.readInt32LE(off);
    case 0x03: case 0x04: case 0x0f: return off + raw.readInt32LE(off);
    case 0x05: return off + 5 + raw.readInt32LE(off);
    case 0x06: case 0x0a: case 0x7f: case 0xff: return off;
    case 0x07: return off + 12;
    case 0x08: return off + 1;
    case 0x0b: return raw.indexOf(0, raw.indexOf(0, off) + 1) + 1;
    case 0x0c: return off + 4 + raw.readInt32LE(off) + 12;
    case 0x10: return off + 4;
    case 0x13: return off + 16;
    default: throw new Error(`embedded-mongo: unknown BSON type ${type}`);
  }
}

// One element's value as bson's deserialize (default options) would give it.
function elementValue(raw: Buffer, type: number, nameStart: number, off: number, end: number, sub: Wanted | true): unknown {
  switch (type) {
    case 0x01: return raw.readDoubleLE(off);
    case 0x02: return raw.toString('utf8', off + 4, end - 1);
    case 0x08: return raw[off] === 1;
    // Milliseconds as a signed 64-bit integer, as bson reads it (low word unsigned).
    case 0x09: return new Date(raw.readInt32LE(off + 4) * 0x1_0000_0000 + raw.readUInt32LE(off));
    case 0x0a: return null;
    case 0x10: return raw.readInt32LE(off);
    case 0x03: return sub === true ? deserialize(raw.subarray(off, end)) : decodeWanted(raw, off, sub);
    // An array is a document keyed '0', '1', ...: bson decodes it as one, in order.
    case 0x04: return Object.values(deserialize(raw.subarray(off, end)) as Doc);
    // bson's own ObjectId from a copy of the 12 bytes, as its deserializer makes it.
    case 0x07: return new ObjectId(Uint8Array.prototype.slice.call(raw, off, off + 12));
    default: {
      // Anything else: a one-element document around it, decoded by bson itself.
      const mini = Buffer.allocUnsafe(4 + 1 + (end - nameStart) + 1);
      mini.writeInt32LE(mini.length, 0);
      mini[4] = type;
      raw.copy(mini, 5, nameStart, end);
      mini[mini.length - 1] = 0;
      const doc = deserialize(mini) as Doc;
      return doc[Object.keys(doc)[0]];
    }
  }
}

function sameName(raw: Buffer, start: number, end: number, name: Buffer): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (raw[start + i] !== name[i]) return false;
  return true;
}

// The wanted fields of the document starting at `at`; stops once all are found.
function decodeWanted(raw: Buffer, at: number, wanted: Wanted): Doc {
  const out: Doc = {};
  const end = at + raw.readInt32LE(at) - 1;
  let off = at + 4;
  let left = wanted.length;
  while (off < end && left > 0) {
    const type = raw[off];
    const nameStart = off + 1;
    const nameEnd = nameEndOf(raw, nameStart);
    const valueStart = nameEnd + 1;
    const valueStop = valueEnd(raw, type, valueStart);
    for (const w of wanted) {
      if (!sameName(raw, nameStart, nameEnd, w.bytes)) continue;
      out[w.name] = elementValue(raw, type, nameStart, valueStart, valueStop, w.sub);
      left--;
      break;
    }
    off = valueStop;
  }
  return out;
}

/**
 * Decodes only the fields of `tree` from a BSON document (in stored order):
 * a find whose index decides its filter needs no more than what its
 * projection and sort read, so a search page does not decode every stored
 * field of each result (hours, doctors, descriptions). Embedded documents are
 * descended into when the tree names some of their fields; arrays and other
 * values are decoded whole, so the projection that follows (native or mingo,
 * arrays included) sees exactly what it would in the whole document.
 */
export function partialDecode(raw: Uint8Array, tree: FieldTree): Doc {
  return decodeWanted(asBuffer(raw), 0, compileTree(tree));
}

/**
 * A top-level field's value when it is a number, string, boolean or null;
 * MISSING when the document has no such field; COMPLEX otherwise (an
 * embedded document, array or other type, which the full filter must judge).
 */
export const MISSING = Symbol('missing');
export const COMPLEX = Symbol('complex');
export function peekTopLevel(stored: Uint8Array, name: Buffer): unknown {
  const raw = asBuffer(stored);
  const end = raw.readInt32LE(0) - 1;
  let off = 4;
  while (off < end) {
    const type = raw[off];
    const nameStart = off + 1;
    const nameEnd = nameEndOf(raw, nameStart);
    const valueStart = nameEnd + 1;
    if (sameName(raw, nameStart, nameEnd, name)) {
      switch (type) {
        case 0x01: case 0x02: case 0x08: case 0x0a: case 0x10:
          return elementValue(raw, type, nameStart, valueStart, valueEnd(raw, type, valueStart), true);
        case 0x12: {
          const n = raw.readBigInt64LE(valueStart);
          return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : COMPLEX;
        }
        default:
          return COMPLEX;
      }
    }
    off = valueEnd(raw, type, valueStart);
  }
  return MISSING;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
/**
 * Whether BSON bytes hold a number that bson's default decoding cannot give
 * back in its type: a Double with a whole value in the Int32 range (it is
 * encoded again as an Int32), or any Long. A walk over the elements, several
 * times quicker than decoding them; with `only`, just over the fields it has
 * (a projected copy of the document), embedded documents likewise.
 */
export function hasLossyNumbers(stored: Uint8Array, only?: Doc): boolean {
  return lossyIn(asBuffer(stored), 0, only);
}

// The value of `doc`'s field whose name is the bytes start..end, compared without decoding them.
function fieldNamed(doc: Doc, raw: Buffer, start: number, end: number): unknown {
  for (const key in doc) {
    if (key.length !== end - start) continue;
    let i = 0;
    while (i < key.length && key.charCodeAt(i) === raw[start + i]) i++;
    if (i === key.length) return doc[key];
  }
  // A name with bytes beyond ASCII is not one string unit per byte.
  for (let i = start; i < end; i++) if (raw[i] >= 0x80) return doc[raw.toString('utf8', start, end)];
  return undefined;
}

function lossyIn(raw: Buffer, at: number, only: Doc | undefined): boolean {
  const end = at + raw.readInt32LE(at) - 1;
  let off = at + 4;
  while (off < end) {
    const type = raw[off];
    const nameEnd = nameEndOf(raw, off + 1);
    const valueStart = nameEnd + 1;
    const wanted = only === undefined ? true : fieldNamed(only, raw, off + 1, nameEnd);
    if (wanted !== undefined) {
      if (type === 0x12) return true;
      if (type === 0x01) {
        const v = raw.readDoubleLE(valueStart);
        if (Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX && !Object.is(v, -0)) return true;
      }
      // Arrays whole: a projection may have sliced them.
      const sub = type === 0x03 && isPlainObject(wanted) ? wanted : undefined;
      if ((type === 0x03 || type === 0x04) && lossyIn(raw, valueStart, sub)) return true;
    }
    off = valueEnd(raw, type, valueStart);
  }
  return false;
}
