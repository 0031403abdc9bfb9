import { Long } from 'bson';
import { badValue } from '../errors';
import { countMatches, projector, runFind } from '../query/find';
import { projectedPaths } from '../query/projection';
import { fieldTree, type FieldTree } from '../storage/doc-store';
import { compileFilter } from '../query/mingo';
import { Doc, valueKey, valuesAtPath } from '../values';
import { collName, CommandContext, Handler, optDoc, optNumber } from './context';

/** What of a find command chooses its plan: the sort, the fields it reads (projection and sort) and the index hint. */
function planInputs(cmd: Doc): { sort?: Doc; fields?: FieldTree; hint?: unknown } {
  const sort = optDoc(cmd.sort, 'sort');
  const paths = projectedPaths(optDoc(cmd.projection, 'projection'), sort);
  const hint = typeof cmd.hint === 'string' || (cmd.hint !== null && typeof cmd.hint === 'object' && !('$natural' in cmd.hint)) ? cmd.hint : undefined;
  return { sort, fields: paths && fieldTree(paths), hint };
}

function findParts(cmd: Doc, ctx: CommandContext) {
  const name = collName(cmd, 'find');
  const coll = ctx.engine.get(ctx.db, name);
  const limit = optNumber(cmd.limit) ?? 0;
  const result = runFind(coll, optDoc(cmd.filter, 'filter') ?? {}, { ...planInputs(cmd), skip: optNumber(cmd.skip), limit });
  return { name, limit, result };
}

const find: Handler = (cmd, ctx) => {
  const { name, limit, result } = findParts(cmd, ctx);
  const batchSize = optNumber(cmd.batchSize);
  return ctx.cursors.first(`${ctx.db}.${name}`, result.docs, {
    batchSize: batchSize ?? (limit > 0 ? Math.min(limit, 101) : 101),
    project: projector(optDoc(cmd.projection, 'projection')),
    singleBatch: cmd.singleBatch === true || limit < 0,
  });
};

const getMore: Handler = (cmd, ctx) => {
  const id = cmd.getMore instanceof Long ? cmd.getMore.toNumber() : Number(cmd.getMore);
  return ctx.cursors.more(id, `${ctx.db}.${collName(cmd, 'collection')}`, optNumber(cmd.batchSize));
};

const killCursors: Handler = (cmd, ctx) => {
  const ids = Array.isArray(cmd.cursors) ? cmd.cursors.map((c) => (c instanceof Long ? c.toNumber() : Number(c))) : [];
  return ctx.cursors.kill(ids);
};

const count: Handler = (cmd, ctx) => {
  const coll = ctx.engine.get(ctx.db, collName(cmd, 'count'));
  const query = optDoc(cmd.query, 'query') ?? {};
  const skip = optNumber(cmd.skip) ?? 0;
  const limit = Math.abs(optNumber(cmd.limit) ?? 0);
  const n = countMatches(coll, query, { skip, limit });
  return { n, ok: 1 };
};

const distinct: Handler = (cmd, ctx) => {
  const key = cmd.key;
  if (typeof key !== 'string') throw badValue('distinct key must be a string');
  const coll = ctx.engine.get(ctx.db, collName(cmd, 'distinct'));
  const docs = runFind(coll, optDoc(cmd.query, 'query') ?? {}).docs;
  const seen = new Map<string, unknown>();
  for (const d of docs) {
    for (const v of valuesAtPath(d, key)) {
      for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined) seen.set(valueKey(x), x);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};

// Only find/count/distinct explains are modelled; the numbers come from the
// real candidate selection so tests can see whether an index was used.
const explain: Handler = (cmd, ctx) => {
  const inner = optDoc(cmd.explain, 'explain') ?? {};
  const verb = Object.keys(inner)[0];
  const filterKey = verb === 'find' ? 'filter' : 'query';
  const coll = ctx.engine.get(ctx.db, String(inner[verb]));
  const filter = optDoc(inner[filterKey], filterKey) ?? {};
  // A find's projection, sort and hint choose the plan as they do for the find itself (a covered read among them).
  const { sort, fields, hint } = verb === 'find' ? planInputs(inner) : {};
  const scan = coll?.candidates(filter, sort, hint, fields);
  const test = scan?.exact ? () => true : compileFilter(filter);
  const nReturned = scan ? [...scan.docs].filter(test).length : 0;
  const stage = scan?.plan.split(' ')[0] ?? 'EOF';
  const ixscan = { stage, indexName: scan?.plan.split(' ')[1] };
  const winningPlan = stage !== 'IXSCAN' ? { stage } : scan?.covered ? { stage: 'PROJECTION_COVERED', inputStage: ixscan } : { stage: 'FETCH', inputStage: ixscan };
  return {
    queryPlanner: { namespace: `${ctx.db}.${String(inner[verb])}`, parsedQuery: filter, winningPlan, rejectedPlans: [] },
    executionStats: { executionSuccess: true, nReturned, totalKeysExamined: scan?.keysExamined ?? 0, totalDocsExamined: scan?.docsExamined ?? 0, executionStages: winningPlan },
    ok: 1,
  };
};

export const readCommands: Record<string, Handler> = { find, getMore, killCursors, count, distinct, explain };
