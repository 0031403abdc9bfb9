import { Binary, Decimal128, Long, ObjectId, Timestamp, Int32, Double, MinKey, MaxKey } from 'bson';

// MongoDB's cross-type sort order; indexes and error messages need it so that
// range scans stay inside one "type bracket" just like the real server.
export function typeRank(v: unknown): number {
  // Primitives first: index keys are mostly numbers and strings, and every
  // instanceof below walks a prototype chain (hot in index walks and loads).
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
    case 'undefined':
      return 1;
  }
  if (v === null) return 1;
  if (v instanceof MinKey) return 0;
  if (v instanceof MaxKey) return 100;
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof Long || v instanceof Int32 || v instanceof Double || v instanceof Decimal128) return 2;
  if (typeof v === 'string') return 3;
  if (Array.isArray(v)) return 5;
  if (v instanceof Binary || v instanceof Uint8Array) return 6;
  if (v instanceof ObjectId) return 7;
  if (typeof v === 'boolean') return 8;
  if (v instanceof Date) return 9;
  if (v instanceof Timestamp) return 10;
  if (v instanceof RegExp) return 11;
  return 4;
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Long) return v.toNumber();
  if (v instanceof Int32 || v instanceof Double) return v.valueOf();
  if (v instanceof Decimal128) return Number(v.toString());
  return NaN;
}

function bytesOf(v: Binary | Uint8Array): Uint8Array {
  return v instanceof Binary ? v.buffer.subarray(0, v.position) : v;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Strings in MongoDB's order: by their UTF-8 bytes, which is code point order.
 * JS's `<` compares UTF-16 units, which puts characters above U+FFFF (stored
 * as surrogates, U+D800 to U+DFFF) before U+E000 to U+FFFF. The two orders
 * differ only where the first differing units are both from U+D800 up, so
 * only those are remapped.
 */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      // Surrogates move above U+E000..U+FFFF, keeping their own order.
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : 1;
}

export function compareValues(a: unknown, b: unknown): number {
  // Same-type fast paths (the same answers as the general case below).
  const ta = typeof a;
  if (ta === typeof b) {
    if (ta === 'number') return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    if (ta === 'string') return compareStrings(a as string, b as string);
    if (a instanceof ObjectId && b instanceof ObjectId) return compareBytes(a.id, b.id);
  }
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 2: {
      const x = toNumber(a);
      const y = toNumber(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 3:
      return compareStrings(a as string, b as string);
    case 5: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
    case 6:
      return compareBytes(bytesOf(a as Binary), bytesOf(b as Binary));
    case 7:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case 8:
      return Number(a) - Number(b);
    case 9:
      return (a as Date).getTime() - (b as Date).getTime();
    case 10:
      return (a as Timestamp).compare(b as Timestamp);
    case 4: {
      const ka = Object.keys(a as object);
      const kb = Object.keys(b as object);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        if (ka[i] !== kb[i]) return compareStrings(ka[i], kb[i]);
        const c = compareValues((a as Record<string, unknown>)[ka[i]], (b as Record<string, unknown>)[kb[i]]);
        if (c !== 0) return c;
      }
      return ka.length - kb.length;
    }
    default:
      return String(a) === String(b) ? 0 : String(a) < String(b) ? -1 : 1;
  }
}

// A canonical string per value so equal BSON values (1 vs 1.0, two ObjectId
// instances with the same bytes) land on the same Map key.
export function valueKey(v: unknown): string {
  const r = typeRank(v);
  switch (r) {
    case 1: return 'z';
    case 2: return 'n' + toNumber(v);
    case 3: return 's' + (v as string);
    case 7: return 'o' + (v as ObjectId).toHexString();
    case 9: return 'd' + (v as Date).getTime();
    case 8: return 'b' + String(v);
    case 6: return 'x' + Buffer.from(bytesOf(v as Binary)).toString('base64');
    case 5: return 'a[' + (v as unknown[]).map(valueKey).join(',') + ']';
    case 4: return 'm{' + Object.entries(v as object).map(([k, x]) => JSON.stringify(k) + ':' + valueKey(x)).join(',') + '}';
    default: return 'q' + String(v);
  }
}

// Renders values the way mongod prints them inside E11000 messages.
export function formatValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null || v === undefined) return 'null';
  if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return '[ ' + v.map(formatValue).join(', ') + ' ]';
  if (typeRank(v) === 4) {
    const parts = Object.entries(v as object).map(([k, x]) => `${k}: ${formatValue(x)}`);
    return parts.length ? `{ ${parts.join(', ')} }` : '{}';
  }
  return String(v);
}

export type Doc = Record<string, unknown>;

export function isPlainObject(v: unknown): v is Doc {
  return typeof v === 'object' && v !== null && typeRank(v) === 4 && !(v instanceof Binary);
}

// Dotted path lookup that fans out over arrays, as MongoDB does for
// `tags.name`-style paths; returns every value reachable at the path.
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  const walk = (cur: unknown, i: number): void => {
    if (i === parts.length) {
      out.push(cur);
      return;
    }
    if (Array.isArray(cur)) {
      const idx = /^\d+$/.test(parts[i]) ? Number(parts[i]) : -1;
      if (idx >= 0) walk(cur[idx], i + 1);
      else for (const el of cur) if (isPlainObject(el)) walk(el, i);
      return;
    }
    if (!isPlainObject(cur)) {
      if (i > 0) out.push(undefined);
      return;
    }
    walk(cur[parts[i]], i + 1);
  };
  walk(doc, 0);
  return out;
}
