import { Codes, MongoError } from '../errors';
import { Doc, formatValue, isPlainObject, typeRank } from '../values';
import { BSONRegExp, Binary, Decimal128, Long, ObjectId, Timestamp } from 'bson';

/**
 * The update operators' checks that MongoDB makes before it changes a
 * document, with its codes and messages; mingo would skip such an operator
 * silently, so the update would report success and change nothing.
 */

/** MongoDB's name for a value's BSON type, as its messages print it. */
function typeName(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31 ? 'int' : 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof ObjectId) return 'objectId';
  if (v instanceof Binary || v instanceof Uint8Array) return 'binData';
  if (v instanceof RegExp || v instanceof BSONRegExp) return 'regex';
  if (v instanceof Long) return 'long';
  if (v instanceof Decimal128) return 'decimal';
  if (v instanceof Timestamp) return 'timestamp';
  return isPlainObject(v) ? 'object' : 'unknown';
}

const isNumeric = (v: unknown): boolean => typeRank(v) === 2;

// Operators that only take away: a path that cannot exist is simply not there.
const REMOVING = new Set(['$unset', '$pull', '$pullAll', '$pop']);

/** The value at a dotted update path, or PathNotViable where the path would have to go through a scalar or an array by name. */
function at(doc: Doc, path: string, lenient: boolean): { exists: boolean; value?: unknown } {
  let cur: unknown = doc;
  let name = '';
  for (const part of path.split('.')) {
    const viable = isPlainObject(cur) || (Array.isArray(cur) && /^\d+$/.test(part));
    if (!viable) {
      if (cur === undefined || lenient) return { exists: false };
      throw new MongoError(Codes.PathNotViable, `Cannot create field '${part}' in element {${name}: ${formatValue(cur)}}`);
    }
    cur = (cur as Record<string, unknown>)[part];
    name = part;
  }
  return { exists: cur !== undefined, value: cur };
}

/** Throws MongoDB's error for the first operator of `mods` that MongoDB would refuse on `doc`. */
export function checkUpdate(doc: Doc, mods: Doc): void {
  const where = `{_id: ${formatValue(doc._id)}}`;
  for (const [op, spec] of Object.entries(mods)) {
    if (!isPlainObject(spec)) continue;
    for (const [path, arg] of Object.entries(spec)) {
      // Positional paths ($, $[], $[name]) are resolved by mingo against the filter and arrayFilters.
      if (path.includes('$')) continue;
      if ((op === '$inc' || op === '$mul') && !isNumeric(arg)) {
        throw new MongoError(Codes.TypeMismatch, `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${formatValue(arg)}}`);
      }
      const { exists, value } = at(doc, path, REMOVING.has(op));
      if (!exists) continue;
      const field = path.slice(path.lastIndexOf('.') + 1);
      if ((op === '$inc' || op === '$mul') && !isNumeric(value)) {
        throw new MongoError(Codes.TypeMismatch, `Cannot apply ${op} to a value of non-numeric type. ${where} has the field '${field}' of non-numeric type ${typeName(value)}`);
      }
      if ((op === '$push' || op === '$addToSet') && !Array.isArray(value)) {
        throw new MongoError(Codes.BadValue, `The field '${path}' must be an array but is of type ${typeName(value)} in document ${where}`);
      }
      if ((op === '$pull' || op === '$pullAll') && !Array.isArray(value)) throw new MongoError(Codes.BadValue, 'Cannot apply $pull to a non-array value');
      if (op === '$pop' && !Array.isArray(value)) throw new MongoError(Codes.TypeMismatch, `Path '${path}' contains an element of non-array type '${typeName(value)}'`);
    }
  }
}
