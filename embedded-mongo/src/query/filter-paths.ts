import { Doc, isPlainObject } from '../values';

const LOGICAL = new Set(['$and', '$or', '$nor']);

/**
 * The field paths a query filter reads, or undefined when it may read any
 * field ($where, $expr, $text, $jsonSchema, or a shape this does not know).
 * An operator on a path ({a: {$elemMatch: ...}}) reads only that path, whole,
 * so a document decoded for these paths (doc-store's partialDecode) matches
 * exactly as the whole document would.
 */
export function filterPaths(filter: unknown): string[] | undefined {
  if (filter === undefined) return [];
  if (!isPlainObject(filter)) return undefined;
  const paths: string[] = [];
  for (const [key, value] of Object.entries(filter as Doc)) {
    if (key === '$comment') continue;
    if (LOGICAL.has(key)) {
      if (!Array.isArray(value)) return undefined;
      for (const branch of value) {
        const inner = filterPaths(branch);
        if (!inner) return undefined;
        paths.push(...inner);
      }
      continue;
    }
    if (key.startsWith('$')) return undefined;
    paths.push(key);
  }
  return paths;
}
