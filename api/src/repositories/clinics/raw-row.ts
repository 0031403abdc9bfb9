/**
 * Page rows read as BSON bytes (issue 17). A near-me row is a clinic's version
 * fields plus its distance from the centre, which differs with every centre:
 * split off, the rest is matched to a kept card by its bytes, as a search row
 * is, and only the distance is read. bson's `onDemand.parseToElements` walks
 * elements too, but is marked experimental and not for production use, so this
 * reads the few types a version row holds itself.
 */

/** The rest of a row (every other element, as a latin1 string) and the value of its numeric field `name`. */
export interface SplitRow {
  rest: string;
  value: number;
}

/** The end of a value of one of the types a version row holds, or -1 for any other type. */
function valueEnd(row: Buffer, type: number, at: number): number {
  switch (type) {
    case 0x01: case 0x09: case 0x12: return at + 8;
    case 0x07: return at + 12;
    case 0x10: return at + 4;
    case 0x08: return at + 1;
    case 0x0a: return at;
    case 0x02: return at + 4 + row.readInt32LE(at);
    case 0x03: case 0x04: return at + row.readInt32LE(at);
    default: return -1;
  }
}

function isName(row: Buffer, start: number, end: number, name: Buffer): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (row[start + i] !== name[i]) return false;
  return true;
}

/**
 * Splits the top-level number field `name` (a double, or an int32 as BSON
 * writes a whole number) off a row. Undefined when the row lacks it, holds it
 * as another type, or holds a type this reader does not walk: the caller then
 * decodes the row whole.
 */
export function splitNumber(row: Buffer, name: Buffer): SplitRow | undefined {
  const end = row.length - 1;
  let off = 4;
  while (off < end) {
    const type = row[off];
    let nameEnd = off + 1;
    while (nameEnd < end && row[nameEnd] !== 0) nameEnd++;
    const stop = valueEnd(row, type, nameEnd + 1);
    if (stop < 0 || stop > end) return undefined;
    if (isName(row, off + 1, nameEnd, name)) {
      if (type !== 0x01 && type !== 0x10) return undefined;
      const value = type === 0x01 ? row.readDoubleLE(nameEnd + 1) : row.readInt32LE(nameEnd + 1);
      return { rest: row.toString('latin1', 4, off) + row.toString('latin1', stop, end), value };
    }
    off = stop;
  }
  return undefined;
}
