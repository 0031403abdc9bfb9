import { Aggregator } from 'mingo';
import { ProcessingMode } from 'mingo';
import * as mingoStages from 'mingo/operators/pipeline';
import { Codes, MongoError } from '../errors';
import { geoNearDocs, takeUntilLimit } from '../geo/geo-near';
import { filterPaths } from '../query/filter-paths';
import { countMatches, projector, runFind, sortDocs } from '../query/find';
import { projectedPaths } from '../query/projection';
import { withIdFirst } from '../query/update';
import { mingoOptions, utf8Ranges } from '../query/mingo';
import { Doc, isPlainObject } from '../values';
import { CommandContext, Handler, optDoc, optNumber } from './context';

// Stages that never write into their input documents; anything else makes
// mingo work on clones so stored documents stay immutable.
const READ_ONLY = new Set(['$match', '$sort', '$skip', '$limit', '$count', '$group', '$sortByCount', '$project', '$unwind', '$lookup']);

function readOnly(pipeline: Doc[]): boolean {
  return pipeline.every((st) => {
    const [name] = Object.keys(st);
    if (name === '$facet') return Object.values(st.$facet as Doc).every((p) => Array.isArray(p) && readOnly(p as Doc[]));
    return READ_ONLY.has(name);
  });
}

function source(ctx: CommandContext, target: unknown, pipeline: Doc[]): Doc[] {
  if (typeof target !== 'string') return [];
  const coll = ctx.engine.get(ctx.db, target);
  const first = pipeline[0];
  // A leading $match can use indexes; mingo re-applies it anyway.
  const filter = first && isPlainObject(first.$match) ? first.$match : {};
  return runFind(coll, filter).docs;
}

// The driver's countDocuments: [$match, $skip?, $limit?, {$group: {_id: 1, n: {$sum: 1}}}].
// Counted from the index when it decides the filter, never through mingo's pipeline.
function countPipeline(stages: Doc[]): { filter: Doc; skip?: number; limit?: number; id: unknown; field: string } | undefined {
  const [match, ...rest] = stages;
  const group = rest.pop();
  if (!match || !isPlainObject(match.$match) || Object.keys(match).length !== 1 || !group || Object.keys(group).length !== 1) return undefined;
  const spec = group.$group;
  if (!isPlainObject(spec)) return undefined;
  const { _id: id, ...accumulators } = spec;
  const fields = Object.keys(accumulators);
  const acc = accumulators[fields[0]];
  if (!['number', 'string'].includes(typeof id) || fields.length !== 1 || !isPlainObject(acc) || Object.keys(acc).length !== 1 || acc.$sum !== 1) return undefined;
  const out: { filter: Doc; skip?: number; limit?: number; id: unknown; field: string } = { filter: match.$match, id, field: fields[0] };
  for (const [i, stage] of rest.entries()) {
    const [name] = Object.keys(stage);
    const n = stage[name];
    if (Object.keys(stage).length !== 1 || typeof n !== 'number' || !Number.isInteger(n) || n < 0) return undefined;
    if (name === '$skip' && i === 0 && out.limit === undefined) out.skip = n;
    else if (name === '$limit' && n > 0 && out.limit === undefined) out.limit = n;
    else return undefined;
  }
  return out;
}

/**
 * The paths the stages after $geoNear read, when they are $match and $skip
 * stages, a $limit and one inclusion $project (near-me's shape); undefined for
 * any other shape, whose documents are then decoded whole.
 */
function pathsReadAfterGeoNear(rest: Doc[]): string[] | undefined {
  const at = rest.findIndex((st) => '$limit' in st);
  if (at < 0 || at !== rest.length - 2) return undefined;
  const project = rest[rest.length - 1];
  if (Object.keys(project).length !== 1 || !isPlainObject(project.$project)) return undefined;
  const projected = projectedPaths(project.$project, undefined);
  if (!projected) return undefined;
  const paths = [...projected];
  for (const stage of rest.slice(0, at)) {
    if (Object.keys(stage).length !== 1) return undefined;
    if ('$skip' in stage) continue;
    const read = '$match' in stage ? filterPaths(stage.$match) : undefined;
    if (!read) return undefined;
    paths.push(...read);
  }
  return paths;
}

// Stages MongoDB 7.0 has that the engine does not (change streams, Atlas Search, diagnostics).
const UNSUPPORTED_STAGES = new Set([
  '$changeStream', '$changeStreamSplitLargeEvent', '$collStats', '$currentOp', '$indexStats', '$listLocalSessions', '$listSessions',
  '$listSampledQueries', '$listSearchIndexes', '$planCacheStats', '$search', '$searchMeta', '$vectorSearch', '$shardedDataDistribution', '$queryStats',
]);
// The stages the engine runs: mingo's, and its own.
const STAGES = new Set([...Object.keys(mingoStages), '$geoNear', '$out', '$merge']);

/** Refuses, as MongoDB's pipeline parser does, a stage it does not know or that is not one field; sub-pipelines too. */
function checkStages(stages: Doc[]): void {
  stages.forEach((stage, i) => {
    const names = Object.keys(stage);
    if (names.length !== 1) throw new MongoError(Codes.Location40323, 'A pipeline stage specification object must contain exactly one field.');
    const [name] = names;
    if (UNSUPPORTED_STAGES.has(name)) throw new MongoError(Codes.CommandNotSupported, `The embedded engine does not support the ${name} stage. Use a MongoDB server for it.`);
    if (!STAGES.has(name)) throw new MongoError(Codes.Location40324, `Unrecognized pipeline stage name: '${name}'`);
    if ((name === '$out' || name === '$merge') && i !== stages.length - 1) throw new MongoError(Codes.Location40601, `${name} can only be the final stage in the pipeline`);
    const spec = stage[name];
    const subs = name === '$facet' && isPlainObject(spec) ? Object.values(spec) : isPlainObject(spec) && (name === '$lookup' || name === '$unionWith') ? [spec.pipeline] : [];
    for (const sub of subs) if (Array.isArray(sub) && sub.every(isPlainObject)) checkStages(sub as Doc[]);
  });
}

/**
 * Runs the stages with mingo, except $sort stages, which sort natively so that
 * strings order by their UTF-8 bytes as in MongoDB; $match filters get the same
 * string ranges as a find's (utf8Ranges). Sub-pipelines are mingo's alone.
 */
function runStages(stages: Doc[], docs: Iterable<Doc>, options: ReturnType<typeof mingoOptions>): Doc[] {
  // Passed on lazily: a $limit after a $geoNear ends its walk.
  let out = docs as Doc[];
  let run: Doc[] = [];
  const flush = () => {
    if (run.length) out = new Aggregator(run, options).run(out) as Doc[];
    run = [];
  };
  for (const stage of stages) {
    if (isPlainObject(stage.$sort)) {
      flush();
      out = sortDocs(Array.isArray(out) ? out : [...out], stage.$sort);
    } else {
      run.push(isPlainObject(stage.$match) ? { $match: utf8Ranges(stage.$match) } : stage);
    }
  }
  flush();
  return Array.isArray(out) ? out : [...out];
}

const aggregate: Handler = async (cmd, ctx) => {
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) throw new MongoError(Codes.TypeMismatch, "'pipeline' option must be specified as an array");
  const stages = pipeline as Doc[];
  checkStages(stages);
  const last = stages[stages.length - 1];
  const out = last && (last.$out ?? last.$merge);
  const body = out ? stages.slice(0, -1) : stages;
  const cursor = optDoc(cmd.cursor, 'cursor') ?? {};
  const counting = !out && typeof cmd.aggregate === 'string' ? countPipeline(body) : undefined;
  if (counting) {
    const n = countMatches(ctx.engine.get(ctx.db, cmd.aggregate as string), counting.filter, counting);
    const results = n > 0 ? [{ _id: counting.id, [counting.field]: n }] : [];
    return ctx.cursors.first(`${ctx.db}.${String(cmd.aggregate)}`, results, { batchSize: optNumber(cursor.batchSize) ?? 101 });
  }
  if (body.some((st, i) => i > 0 && '$geoNear' in st)) throw new MongoError(Codes.Location40602, '$geoNear is only valid as the first stage in a pipeline');
  const geoNear = body[0] && '$geoNear' in body[0];
  const ns = `${ctx.db}.${String(cmd.aggregate)}`;
  let rest = geoNear ? body.slice(1) : body;
  // $geoNear yields lazily in distance order; its leading $match/$skip/$limit are run here so the walk stops at the limit.
  let docs: Iterable<Doc> = geoNear
    ? geoNearDocs(typeof cmd.aggregate === 'string' ? ctx.engine.get(ctx.db, cmd.aggregate) : undefined, body[0].$geoNear, ns, pathsReadAfterGeoNear(rest))
    : source(ctx, cmd.aggregate, body);
  const taken = geoNear ? takeUntilLimit(docs, rest) : undefined;
  if (taken) ({ docs, rest } = taken);
  // What is left is one plain $project (near-me's card fields): the find projection, without mingo.
  const project = taken && rest.length === 1 && Object.keys(rest[0]).length === 1 && isPlainObject(rest[0].$project) ? projector(rest[0].$project) : undefined;
  if (taken && project?.shrinks) {
    return ctx.cursors.first(ns, project(taken.docs), { batchSize: optNumber(cursor.batchSize) ?? 101 });
  }
  const results = runStages(rest, docs, mingoOptions({
    processingMode: readOnly(rest) ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
    collectionResolver: (name: string) => [...(ctx.engine.get(ctx.db, name)?.docs.values() ?? [])],
  }));
  if (out) {
    await writeOut(ctx, out, results, '$out' in last);
    return ctx.cursors.first(`${ctx.db}.${String(cmd.aggregate)}`, [], {});
  }
  return ctx.cursors.first(`${ctx.db}.${String(cmd.aggregate)}`, results, { batchSize: optNumber(cursor.batchSize) ?? 101 });
};

// $out replaces the target collection; $merge (simplified) upserts by _id.
async function writeOut(ctx: CommandContext, target: unknown, docs: Doc[], replace: boolean): Promise<void> {
  const spec = isPlainObject(target) ? target : { coll: target };
  const name = String(spec.coll ?? spec.into);
  const db = typeof spec.db === 'string' ? spec.db : ctx.db;
  const w = ctx.engine.writer();
  if (replace && ctx.engine.get(db, name)) w.run({ o: 'dropcoll', db, c: name });
  const coll = w.collection(db, name, true)!;
  for (const d of docs) w.put(coll, withIdFirst(d));
  await w.commit();
}

export const aggregateCommands: Record<string, Handler> = { aggregate };
