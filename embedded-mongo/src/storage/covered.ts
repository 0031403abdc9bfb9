/**
 * Covered reads, as MongoDB answers them: when an index decides a find's
 * filter and holds every field the find reads (its projection and sort), the
 * results are made from the index keys and no document is fetched or decoded
 * (MongoDB's PROJECTION_COVERED: totalDocsExamined 0).
 */
import type { FieldTree } from './doc-store';
import type { Entry, Index } from './indexes';
import type { Doc } from '../values';

/** One wanted path and where its value sits in the index key. */
export interface CoveredField {
  parts: string[];
  at: number;
}

function pathsOf(tree: FieldTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, sub]) => (sub === true ? [prefix + name] : pathsOf(sub, `${prefix}${name}.`)));
}

/**
 * Where each path of `wanted` sits in the index's keys, or undefined when the
 * index cannot cover the read: a wanted path that made the index multikey (its
 * keys hold array elements, not the stored values) or that is not one of its
 * fields (a whole embedded document whose fields it holds is not enough either).
 */
export function coveredFields(index: Index, wanted: FieldTree): CoveredField[] | undefined {
  const fields: CoveredField[] = [];
  for (const path of pathsOf(wanted)) {
    const at = index.fields.indexOf(path);
    if (at < 0 || index.multikeyFields.has(at)) return undefined;
    fields.push({ parts: path.split('.'), at });
  }
  return fields;
}

/**
 * The wanted fields of an entry's document, from its key; undefined when a
 * key holds null, which stands for both a stored null and a missing field:
 * that document is read instead, so the answer is the stored one either way.
 */
export function docFromKey(entry: Entry, fields: CoveredField[]): Doc | undefined {
  const doc: Doc = {};
  for (const { parts, at } of fields) {
    const value = entry[at];
    if (value === null || value === undefined) return undefined;
    let node = doc;
    for (let i = 0; i < parts.length - 1; i++) node = (node[parts[i]] ??= {}) as Doc;
    node[parts[parts.length - 1]] = value;
  }
  return doc;
}
