import { Codes, MongoError, toMongoError } from '../errors';
import { BULK_INSERT_MIN, checkInsertBatch, putsOps } from '../storage/bulk-insert';
import { runFind } from '../query/find';
import { applyUpdate, upsertSeed, withIdFirst } from '../query/update';
import { Doc, isPlainObject, valueKey } from '../values';
import { commandTypes, retype } from '../storage/number-types';
import { collName, CommandContext, Handler, optDoc } from './context';

function writeError(index: number, err: unknown): Doc {
  const e = toMongoError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

function list(cmd: Doc, key: string): Doc[] {
  const v = cmd[key];
  if (!Array.isArray(v) || !v.every(isPlainObject)) throw new MongoError(Codes.TypeMismatch, `BSON field '${key}' is missing or not an array of objects`);
  return v as Doc[];
}

// Runs each statement, collecting per-statement errors as MongoDB does; an
// ordered batch stops at the first error. Ops applied so far are journaled
// (and fsynced) before the reply is sent.
async function runBatch(ctx: CommandContext, cmd: Doc, items: Doc[], step: (item: Doc, index: number, w: ReturnType<CommandContext['engine']['writer']>) => void): Promise<Doc[]> {
  const ordered = cmd.ordered !== false;
  const w = ctx.engine.writer();
  const errors: Doc[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      step(items[i], i, w);
    } catch (err) {
      errors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  await w.commit();
  return errors;
}

/** Whether an insert command takes the bulk path (and so runs in a write batch of its own). */
export function isBulkInsert(cmd: Doc): boolean {
  return typeof cmd.insert === 'string' && Array.isArray(cmd.documents) && cmd.documents.length >= BULK_INSERT_MIN;
}

// Checked whole, then journaled and applied once: see bulk-insert.ts.
// The documents to store: _id first, numbers in the types the client sent.
function toStore(cmd: Doc, docs: Doc[]): Doc[] {
  const typed = commandTypes(cmd)?.documents as Doc[] | undefined;
  return docs.map((doc, i) => (typed ? retype(withIdFirst(doc), [typed[i]]) : withIdFirst(doc)));
}

async function bulkInsert(cmd: Doc, ctx: CommandContext, name: string, docs: Doc[]): Promise<Doc> {
  const w = ctx.engine.writer();
  const coll = w.collection(ctx.db, name, true)!;
  const { accepted, errors } = checkInsertBatch(coll, toStore(cmd, docs), cmd.ordered !== false);
  w.deferred(putsOps(coll, accepted));
  await w.commit();
  const writeErrors = errors.map(({ index, error }) => writeError(index, error));
  return { n: accepted.length, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
}

const insert: Handler = async (cmd, ctx) => {
  const name = collName(cmd, 'insert');
  if (isBulkInsert(cmd)) return bulkInsert(cmd, ctx, name, list(cmd, 'documents'));
  let n = 0;
  const errors = await runBatch(ctx, cmd, toStore(cmd, list(cmd, 'documents')), (doc, _i, w) => {
    const coll = w.collection(ctx.db, name, true)!;
    w.insert(coll, doc);
    n++;
  });
  return { n, ...(errors.length ? { writeErrors: errors } : {}), ok: 1 };
};

const update: Handler = async (cmd, ctx) => {
  const name = collName(cmd, 'update');
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const typed = commandTypes(cmd)?.updates as Doc[] | undefined;
  const errors = await runBatch(ctx, cmd, list(cmd, 'updates'), (spec, index, w) => {
    const q = optDoc(spec.q, 'q') ?? {};
    const arrayFilters = spec.arrayFilters as Doc[] | undefined;
    const coll = w.collection(ctx.db, name, spec.upsert === true);
    const matches = runFind(coll, q, spec.multi ? {} : { limit: 1 }).docs;
    const typing = { u: typed?.[index]?.u, q: typed?.[index]?.q as Doc | undefined };
    if (matches.length === 0 && spec.upsert === true && coll) {
      const { doc } = applyUpdate(upsertSeed(q), spec.u, { arrayFilters, isInsert: true, typing });
      w.insert(coll, doc);
      upserted.push({ index, _id: doc._id });
      n++;
      return;
    }
    if (spec.multi && Array.isArray(spec.u) === false && isPlainObject(spec.u) && !Object.keys(spec.u).some((k) => k.startsWith('$')) && Object.keys(spec.u).length) {
      throw new MongoError(Codes.FailedToParse, 'multi update is not supported for replacement-style update');
    }
    for (const m of matches) {
      const stored = coll?.docs.getRaw(valueKey(m._id));
      const { doc, modified } = applyUpdate(m, spec.u, { arrayFilters, filter: q, typing: { ...typing, stored } });
      n++;
      if (modified && coll) {
        w.put(coll, doc);
        nModified++;
      }
    }
  });
  return { n, nModified, ...(upserted.length ? { upserted } : {}), ...(errors.length ? { writeErrors: errors } : {}), ok: 1 };
};

const del: Handler = async (cmd, ctx) => {
  const name = collName(cmd, 'delete');
  let n = 0;
  const errors = await runBatch(ctx, cmd, list(cmd, 'deletes'), (spec, _i, w) => {
    const coll = w.collection(ctx.db, name, false);
    if (!coll) return;
    const limit = Number(spec.limit ?? 0);
    const matches = runFind(coll, optDoc(spec.q, 'q') ?? {}, limit === 1 ? { limit: 1 } : {}).docs;
    for (const m of matches) {
      w.remove(coll, m);
      n++;
    }
  });
  return { n, ...(errors.length ? { writeErrors: errors } : {}), ok: 1 };
};

export const writeCommands: Record<string, Handler> = { insert, update, delete: del };
