import { deserialize, Double, Int32, Long, serialize } from 'bson';
import { Doc, isPlainObject } from '../values';
import { hasLossyNumbers, sourceOf } from './doc-store';

/**
 * BSON number types through the engine. Documents are computed on as bson's
 * default decoding gives them, where an Int32, a Double and a Long within 2^53
 * are all JS numbers; encoded again, a whole-valued Double (1.0) or such a Long
 * would come back as an Int32. So where a document is written (the store and
 * the journal, a reply) those numbers get their types back from the bytes they
 * came from: the stored document, or the client's command.
 */

/**
 * The bytes decoded with every number in its class (Int32, Double, Long), when
 * default decoding would lose a type (in the fields of `only`, when given); else undefined.
 */
export function typesOf(raw: Uint8Array | undefined, only?: Doc): Doc | undefined {
  return raw && hasLossyNumbers(raw, only) ? (deserialize(raw, { promoteValues: false }) as Doc) : undefined;
}

const isInt32 = (n: number): boolean => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 && !Object.is(n, -0);

// Documents holding Double or Long objects: computing on them needs a default decoding (plainOf).
const typed = new WeakSet<object>();

/** The document as computations expect it: numbers as JS numbers. */
export function plainOf(doc: Doc): Doc {
  return typed.has(doc) ? (deserialize(serialize(doc)) as Doc) : doc;
}

// The value with its numbers typed: the first hint (typed values at the same
// place) whose number is equal decides; arrays and documents are walked where a hint goes on.
function typeAt(value: unknown, hints: unknown[], placed: { any: boolean }): unknown {
  if (hints.length === 0) return value;
  if (typeof value === 'number') {
    for (const h of hints) {
      const n = h instanceof Double || h instanceof Int32 ? h.value : h instanceof Long ? h.toNumber() : h;
      if (n !== value) continue;
      if (h instanceof Long || (h instanceof Double && isInt32(value))) {
        placed.any = true;
        return h instanceof Long ? h : new Double(value);
      }
      return value;
    }
    return value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = typeAt(value[i], hints.flatMap((h) => (Array.isArray(h) && i < h.length ? [h[i]] : [])), placed);
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) value[key] = typeAt(value[key], hints.flatMap((h) => (isPlainObject(h) && key in h ? [h[key]] : [])), placed);
  }
  return value;
}

/**
 * `doc` (changed in place: callers give a fresh copy) with each number that
 * default decoding would lose in the type `hints` give it; numbers no hint
 * speaks for keep the type bson gives them.
 */
export function retype<T extends Doc>(doc: T, hints: Array<unknown>): T {
  const placed = { any: false };
  typeAt(doc, hints.filter((h) => h !== undefined), placed);
  if (placed.any) typed.add(doc);
  return doc;
}

/** A reply's copy (`out`, maybe projected) of a document read from the store, with the number types it is stored with. */
export function asStored(out: Doc, read: Doc): Doc {
  // A projected copy: only its fields are looked at.
  const types = typesOf(sourceOf(read), out === read ? undefined : out);
  return types ? retype(out, [types]) : out;
}

// The client's command decoded with number classes, for the write commands whose bytes hold a number default decoding loses.
const commands = new WeakMap<Doc, () => Doc>();

export function rememberCommandTypes(cmd: Doc, decode: () => Doc): void {
  let decoded: Doc | undefined;
  commands.set(cmd, () => (decoded ??= decode()));
}

/** The command as its bytes typed its numbers, when they hold one default decoding loses. */
export function commandTypes(cmd: Doc): Doc | undefined {
  return commands.get(cmd)?.();
}

type Kind = 'int' | 'long' | 'double' | undefined;

function kindOf(v: unknown): Kind {
  if (v instanceof Double) return 'double';
  if (v instanceof Long) return 'long';
  if (v instanceof Int32) return 'int';
  if (typeof v === 'number') return isInt32(v) ? 'int' : 'double';
  return undefined;
}

/** The result of $inc or $mul as MongoDB types it: a Double if either side is one, else a Long if either is (or an Int32 result overflows), else an Int32. */
export function arithmeticResult(result: number, current: unknown, operand: unknown): unknown {
  const kinds = [kindOf(current), kindOf(operand)];
  if (kinds.includes('double')) return new Double(result);
  if (kinds.includes('long') || !(Number.isInteger(result) && Math.abs(result) < 2 ** 31)) return Long.fromNumber(result);
  return result;
}
