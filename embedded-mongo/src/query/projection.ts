import { Query } from 'mingo';
import { Doc, isPlainObject } from '../values';
import { mingoOptions } from './mingo';

// A projection compiled once per find. Plain inclusions and exclusions
// (dotted paths included) and a numeric `$slice` on a top-level field are
// applied natively, which is what every driver read path and the API send;
// anything else, and any document whose projected path crosses an array, goes
// to mingo, so results keep MongoDB's (and mingo's) semantics.

interface Tree {
  [field: string]: Tree | true | number;
}

type Native = { mode: 'include' | 'exclude'; tree: Tree; withId: boolean };

function compile(projection: Doc): Native | undefined {
  const tree: Tree = {};
  let include = false;
  let exclude = false;
  let withId = true;
  for (const [path, spec] of Object.entries(projection)) {
    let leaf: true | number;
    if (path === '_id' && (spec === 0 || spec === false)) {
      withId = false;
      continue;
    }
    if (spec === 1 || spec === true) {
      include = true;
      leaf = true;
    } else if (spec === 0 || spec === false) {
      exclude = true;
      leaf = true;
    } else if (isPlainObject(spec) && Object.keys(spec).length === 1 && Number.isInteger(spec.$slice) && !path.includes('.')) {
      leaf = spec.$slice as number;
    } else {
      return undefined;
    }
    if (path.startsWith('$') || path.includes('$')) return undefined;
    const parts = path.split('.');
    let node = tree;
    for (let i = 0; i < parts.length - 1; i++) {
      const next = node[parts[i]];
      if (next === undefined) node = node[parts[i]] = {};
      else if (typeof next === 'object') node = next;
      else return undefined; // path collision: let mingo report it
    }
    const last = parts[parts.length - 1];
    if (last in node) return undefined;
    node[last] = leaf;
  }
  if (include && exclude) return undefined;
  return { mode: include ? 'include' : 'exclude', tree, withId };
}

const CROSSES_ARRAY = Symbol('crosses array');

function slice(value: unknown, n: number): unknown {
  if (!Array.isArray(value)) return value;
  return n >= 0 ? value.slice(0, n) : value.slice(Math.max(0, value.length + n));
}

function include(doc: Doc, tree: Tree): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const spec = tree[key];
    if (spec === undefined) continue;
    const value = doc[key];
    if (spec === true) out[key] = value;
    else if (typeof spec === 'number') out[key] = slice(value, spec);
    else if (Array.isArray(value)) throw CROSSES_ARRAY;
    else if (isPlainObject(value)) out[key] = include(value, spec);
  }
  return out;
}

function exclude(doc: Doc, tree: Tree): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const spec = tree[key];
    const value = doc[key];
    if (spec === undefined) out[key] = value;
    else if (typeof spec === 'number') out[key] = slice(value, spec);
    else if (spec === true) continue;
    else if (Array.isArray(value)) throw CROSSES_ARRAY;
    else out[key] = isPlainObject(value) ? exclude(value, spec) : value;
  }
  return out;
}

/** Projects a batch; `shrinks` when every output is a subset of its input (no computed fields). */
export type Projector = ((docs: Doc[]) => Doc[]) & { shrinks?: boolean };

export function projector(projection: Doc | undefined): Projector | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  let q: Query | undefined;
  const viaMingo = (docs: Doc[]) => (q ??= new Query({}, mingoOptions())).find(docs, projection).all() as Doc[];
  const native = compile(projection);
  if (!native) return viaMingo;
  const one = (doc: Doc): Doc => {
    try {
      const out = native.mode === 'include' ? include(doc, native.tree) : exclude(doc, native.tree);
      if (native.mode === 'include' && native.withId && '_id' in doc) return { _id: doc._id, ...out };
      if (!native.withId) delete out._id;
      return out;
    } catch (e) {
      if (e === CROSSES_ARRAY) return viaMingo([doc])[0];
      throw e;
    }
  };
  const project: Projector = (docs) => docs.map(one);
  project.shrinks = true;
  return project;
}

/**
 * The paths a find must decode for this projection and sort, or undefined
 * when it needs whole documents (no projection, an exclusion, or an operator
 * other than a top-level `$slice`).
 */
export function projectedPaths(projection: Doc | undefined, sort: Doc | undefined): string[] | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const native = compile(projection);
  if (!native || native.mode !== 'include') return undefined;
  const paths = Object.keys(projection).filter((p) => !(p === '_id' && (projection[p] === 0 || projection[p] === false)));
  if (native.withId) paths.push('_id');
  for (const key of Object.keys(sort ?? {})) if (key !== '$natural') paths.push(key);
  return paths;
}
