import { Aggregator, Query } from 'mingo';
import { Collection, ScanResult } from '../storage/collection';
import { Doc } from '../values';
import { compileFilter, mingoOptions } from './mingo';

export interface FindOptions {
  sort?: Doc;
  skip?: number;
  limit?: number;
}

export interface FindResult {
  docs: Doc[];
  scan: ScanResult;
}

export function sortDocs(docs: Doc[], sort: Doc | undefined): Doc[] {
  if (!sort || Object.keys(sort).length === 0) return docs;
  const keys = Object.keys(sort).filter((k) => k !== '$natural');
  if (keys.length === 0) return sort.$natural === -1 ? [...docs].reverse() : docs;
  return new Aggregator([{ $sort: sort }], mingoOptions()).run(docs);
}

// Index-assisted candidate selection, then mingo's exact filter, sort, skip
// and limit. Returned documents are the stored (immutable) objects.
export function runFind(coll: Collection | undefined, filter: Doc = {}, opts: FindOptions = {}): FindResult {
  const test = compileFilter(filter);
  if (!coll) return { docs: [], scan: { docs: [], plan: 'EOF', keysExamined: 0, docsExamined: 0 } };
  const scan = coll.candidates(filter, opts.sort);
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.abs(opts.limit ?? 0);
  let docs: Doc[];
  if (!opts.sort || Object.keys(opts.sort).length === 0 || scan.ordered) {
    // Unsorted, or already in index order: stop once skip+limit matches are found.
    docs = [];
    const want = limit ? skip + limit : Infinity;
    for (const d of scan.docs) {
      if (test(d)) docs.push(d);
      if (docs.length >= want) break;
    }
    docs = docs.slice(skip);
  } else {
    docs = sortDocs(scan.docs.filter(test), opts.sort);
    docs = docs.slice(skip, limit ? skip + limit : undefined);
  }
  return { docs, scan };
}

export function projector(projection: Doc | undefined): ((docs: Doc[]) => Doc[]) | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const q = new Query({}, mingoOptions());
  return (docs) => q.find(docs, projection).all() as Doc[];
}
