// $geoNear (first pipeline stage) and $nearSphere/$near (find), both served by
// the grid index's nearest-first walk: documents come out lazily in distance
// order, so a following $limit stops the walk.
import { Codes, MongoError, badValue } from '../errors';
import { filterPaths } from '../query/filter-paths';
import { compileFilter, rawPrefilter } from '../query/mingo';
import type { Collection } from '../storage/collection';
import { fieldTree, partialDecode, type FieldTree } from '../storage/doc-store';
import { Doc, isPlainObject, toNumber, valuesAtPath } from '../values';
import { GeoIndex } from './geo-index';
import { toGeoPoint } from './shapes';
import { EARTH_RADIUS_M, Point, distance } from './sphere';

interface NearSpec {
  point: Point;
  /** GeoJSON: distances in metres; a legacy pair: radians. */
  metres: boolean;
  /** Radians. */
  min: number;
  max: number;
}

function nearPoint(near: unknown, what: string): { point: Point; metres: boolean } {
  const geoJson = isPlainObject(near) && 'type' in near;
  if (!Array.isArray(near) && !geoJson) throw badValue(`${what} must be a GeoJSON Point or a legacy coordinate pair`);
  const p = toGeoPoint(near);
  if (typeof p === 'string') throw badValue(`invalid point in ${what}: ${p}`);
  return { point: p, metres: geoJson };
}

function distanceOption(v: unknown, name: string, metres: boolean): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || Number.isNaN(v)) throw badValue(`${name} must be a number`);
  if (v < 0) throw badValue(`${name} must be non-negative`);
  return metres ? v / EARTH_RADIUS_M : v;
}

function pickIndex(coll: Collection | undefined, key: unknown, ns: string): GeoIndex {
  const all = coll?.geoIndexes() ?? [];
  if (key !== undefined) {
    if (typeof key !== 'string' || key === '') throw badValue('$geoNear parameter \'key\' must be a non-empty string');
    const index = all.find((i) => i.geoField === key);
    if (!index) throw new MongoError(Codes.IndexNotFound, `$geoNear requires a 2d or 2dsphere index on '${key}', but none were found`);
    return index;
  }
  if (all.length === 0) throw new MongoError(Codes.IndexNotFound, '$geoNear requires a 2d or 2dsphere index, but none were found');
  if (all.length > 1) throw new MongoError(Codes.IndexNotFound, `There is more than one 2dsphere index on ${ns}; unsure which to use for $geoNear`);
  return all[0];
}

/**
 * Sets `path` in a document the walk decoded for this query alone (no one else
 * holds it), creating embedded documents on the way as the stage's output does.
 */
function setPath(doc: Doc, path: string, value: unknown): Doc {
  const parts = path.split('.');
  let node = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const next = node[parts[i]];
    node = isPlainObject(next) ? next : (node[parts[i]] = {});
  }
  node[parts[parts.length - 1]] = value;
  return doc;
}

/**
 * includeLocs' value: the location at `geoField` (a dotted path, through arrays
 * of embedded documents) that the distance was measured to, the nearest one
 * when a document has several, as MongoDB gives it.
 */
function locationMeasured(doc: Doc, geoField: string, from: Point): unknown {
  let best: unknown;
  let bestDistance = Infinity;
  for (const value of valuesAtPath(doc, geoField)) {
    const p = value === undefined || value === null ? undefined : toGeoPoint(value);
    if (p === undefined || typeof p === 'string') continue;
    const d = distance(from, p);
    if (d < bestDistance) [best, bestDistance] = [value, d];
  }
  return best;
}

/**
 * `fields`: decode only these of each candidate (what the filter and the stages
 * after the walk read). A query the index's grids decide is not tested again.
 */
function* walk(coll: Collection, index: GeoIndex, near: NearSpec, filter: Doc | undefined, fields?: FieldTree): Generator<{ doc: Doc; d: number }> {
  const decided = index.decides(filter);
  const test = decided ? undefined : compileFilter(filter);
  const quick = decided ? undefined : rawPrefilter(filter);
  for (const { id, d } of index.nearest(near.point, near.max, filter)) {
    if (d < near.min) continue;
    const raw = coll.docs.getRaw(id);
    coll.docsExamined++;
    if (!raw || (quick && !quick(raw))) continue;
    const doc = fields ? partialDecode(raw, fields) : coll.docs.get(id);
    if (doc && (!test || test(doc))) yield { doc, d };
  }
}

function hasNear(filter: unknown): boolean {
  if (!isPlainObject(filter)) return false;
  return Object.entries(filter).some(([k, v]) =>
    ['$and', '$or', '$nor'].includes(k) ? Array.isArray(v) && v.some(hasNear) : isPlainObject(v) && ('$near' in v || '$nearSphere' in v));
}

/**
 * The documents of a $geoNear stage, nearest first, each with its distance (and
 * location) added. `reads`: the paths the rest of the pipeline reads, when the
 * caller knows them all; each document is then decoded only for those and the
 * stage's own query.
 */
export function geoNearDocs(coll: Collection | undefined, spec: unknown, ns: string, reads?: string[]): Iterable<Doc> {
  if (!isPlainObject(spec)) throw badValue('$geoNear must take a nested object');
  if (typeof spec.distanceField !== 'string' || spec.distanceField === '') throw badValue('$geoNear requires a \'distanceField\' option as a String');
  if (spec.near === undefined) throw badValue('$geoNear requires a \'near\' option');
  if (spec.query !== undefined && !isPlainObject(spec.query)) throw badValue('query must be an object');
  if (hasNear(spec.query)) throw badValue('$geoNear, $near, and $nearSphere are not allowed in this context');
  const { point, metres } = nearPoint(spec.near, '$geoNear near');
  const near: NearSpec = {
    point,
    metres,
    min: distanceOption(spec.minDistance, 'minDistance', metres) ?? 0,
    max: distanceOption(spec.maxDistance, 'maxDistance', metres) ?? Infinity,
  };
  const multiplier = spec.distanceMultiplier === undefined ? 1 : toNumber(spec.distanceMultiplier);
  const index = pickIndex(coll, spec.key, ns);
  const distanceField = spec.distanceField;
  const includeLocs = typeof spec.includeLocs === 'string' ? spec.includeLocs : undefined;
  const queryReads = filterPaths(spec.query);
  const fields = reads && queryReads ? fieldTree([...reads, ...queryReads, ...(includeLocs ? [index.geoField] : [])]) : undefined;
  return (function* () {
    for (const { doc, d } of walk(coll as Collection, index, near, spec.query as Doc | undefined, fields)) {
      const location = includeLocs ? locationMeasured(doc, index.geoField, near.point) : undefined;
      setPath(doc, distanceField, (metres ? d * EARTH_RADIUS_M : d) * multiplier);
      if (includeLocs) setPath(doc, includeLocs, location);
      yield doc;
    }
  })();
}

/**
 * A find filter with one `field: {$nearSphere | $near: ...}`: the documents
 * nearest first (the rest of the filter applied), or undefined without one.
 */
export function nearFind(coll: Collection | undefined, filter: Doc, ns: string): Iterable<Doc> | undefined {
  const entry = Object.entries(filter).find(([, v]) => isPlainObject(v) && ('$near' in v || '$nearSphere' in v));
  if (!entry) {
    if (hasNear(filter)) throw badValue('$near and $nearSphere are only supported at the top level of a find filter');
    return undefined;
  }
  const [field, cond] = entry as [string, Doc];
  const op = '$nearSphere' in cond ? '$nearSphere' : '$near';
  const arg = cond[op];
  const geometry = isPlainObject(arg) && '$geometry' in arg ? arg : undefined;
  const { point, metres } = nearPoint(geometry ? geometry.$geometry : arg, op);
  const opts = geometry ?? cond;
  const near: NearSpec = {
    point,
    metres,
    min: distanceOption(opts.$minDistance, '$minDistance', metres) ?? 0,
    max: distanceOption(opts.$maxDistance, '$maxDistance', metres) ?? Infinity,
  };
  const all = coll?.geoIndexes() ?? [];
  const index = all.find((i) => i.geoField === field);
  if (!coll || !index) {
    throw new MongoError(Codes.NoQueryExecutionPlans, `error processing query: ns=${ns} planner returned error :: caused by :: unable to find index for $geoNear query`);
  }
  const rest = { ...filter };
  delete rest[field];
  return (function* () {
    for (const { doc } of walk(coll, index, near, rest)) yield doc;
  })();
}

/**
 * mingo reads its whole input before $limit, so the stages after $geoNear up
 * to the first $limit are run here when they are only $match and $skip: the
 * nearest-first walk then stops once the limit is reached. Returns the
 * documents for the remaining stages, or undefined when the shape differs.
 */
export function takeUntilLimit(docs: Iterable<Doc>, rest: Doc[]): { docs: Doc[]; rest: Doc[] } | undefined {
  const at = rest.findIndex((st) => '$limit' in st);
  if (at < 0) return undefined;
  const prefix = rest.slice(0, at);
  if (!prefix.every((st) => Object.keys(st).length === 1 && ('$match' in st || '$skip' in st))) return undefined;
  const limit = rest[at].$limit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0) return undefined;
  const steps = prefix.map((st) => ('$match' in st ? { test: compileFilter(st.$match as Doc) } : { skip: toNumber(st.$skip) }));
  const out: Doc[] = [];
  if (limit > 0) {
    outer: for (const doc of docs) {
      for (const step of steps) {
        if (step.test && !step.test(doc)) continue outer;
        if (step.skip !== undefined && step.skip > 0) {
          step.skip--;
          continue outer;
        }
      }
      out.push(doc);
      if (out.length >= limit) break;
    }
  }
  return { docs: out, rest: rest.slice(at + 1) };
}
