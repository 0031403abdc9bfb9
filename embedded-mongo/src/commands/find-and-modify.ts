import { Codes, MongoError } from '../errors';
import { projector, runFind } from '../query/find';
import { applyUpdate, upsertSeed } from '../query/update';
import { Doc, valueKey } from '../values';
import { asStored, commandTypes } from '../storage/number-types';
import { collName, Handler, optDoc } from './context';

const findAndModify: Handler = async (cmd, ctx) => {
  const name = collName(cmd, Object.keys(cmd)[0]);
  const query = optDoc(cmd.query, 'query') ?? {};
  const sort = optDoc(cmd.sort, 'sort');
  const project = projector(optDoc(cmd.fields, 'fields'));
  // A document as stored answers with its stored number types; a new one has them already.
  const out = (d: Doc | null): Doc | null => d && asStored(project ? project([d])[0] : d, d);
  const remove = cmd.remove === true;
  if (remove && cmd.update !== undefined) throw new MongoError(Codes.FailedToParse, 'Cannot specify both an update and remove=true');
  if (!remove && cmd.update === undefined) throw new MongoError(Codes.FailedToParse, 'Either an update or remove=true must be specified');
  if (remove && cmd.upsert === true) throw new MongoError(Codes.FailedToParse, 'Cannot specify both upsert=true and remove=true');
  const w = ctx.engine.writer();
  const coll = w.collection(ctx.db, name, cmd.upsert === true);
  const match = runFind(coll, query, { sort, limit: 1 }).docs[0];
  let value: Doc | null = null;
  let lastErrorObject: Doc;
  const arrayFilters = cmd.arrayFilters as Doc[] | undefined;
  const typed = commandTypes(cmd);
  const typing = { u: typed?.update, q: typed?.query as Doc | undefined };
  if (remove) {
    if (match && coll) w.remove(coll, match);
    value = match ?? null;
    lastErrorObject = { n: match ? 1 : 0 };
  } else if (match && coll) {
    const { doc, modified } = applyUpdate(match, cmd.update, { arrayFilters, filter: query, typing: { ...typing, stored: coll.docs.getRaw(valueKey(match._id)) } });
    if (modified) w.put(coll, doc);
    value = cmd.new === true ? doc : match;
    lastErrorObject = { n: 1, updatedExisting: true };
  } else if (cmd.upsert === true && coll) {
    const { doc } = applyUpdate(upsertSeed(query), cmd.update, { arrayFilters, isInsert: true, typing });
    w.insert(coll, doc);
    value = cmd.new === true ? doc : null;
    lastErrorObject = { n: 1, updatedExisting: false, upserted: doc._id };
  } else {
    lastErrorObject = { n: 0, updatedExisting: false };
  }
  await w.commit();
  return { lastErrorObject, value: out(value), ok: 1 };
};

export const findAndModifyCommands: Record<string, Handler> = { findAndModify, findandmodify: findAndModify };
