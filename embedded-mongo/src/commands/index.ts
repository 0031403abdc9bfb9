import { Codes, MongoError, toErrorDoc } from '../errors';
import { Doc } from '../values';
import { aggregateCommands } from './aggregate';
import { backupCommands } from './backup';
import { catalogCommands } from './catalog';
import { CommandContext, Handler } from './context';
import { findAndModifyCommands } from './find-and-modify';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { checkConcerns, checkFields } from './options';
import { readCommands } from './read';
import { isBulkInsert, writeCommands } from './write';

const handlers = new Map<string, Handler>(
  Object.entries({
    ...handshakeCommands,
    ...readCommands,
    ...writeCommands,
    ...findAndModifyCommands,
    ...aggregateCommands,
    ...catalogCommands,
    ...indexCommands,
    ...backupCommands,
  }),
);

// Commands that change data run one at a time (see Engine.exclusive).
const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify', 'create', 'drop', 'dropDatabase', 'createIndexes', 'dropIndexes', 'deleteIndexes']);

function writesOut(cmd: Doc): boolean {
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline) || pipeline.length === 0) return false;
  const last: unknown = pipeline[pipeline.length - 1];
  return typeof last === 'object' && last !== null && ('$out' in last || '$merge' in last);
}

// Never throws: every failure becomes a MongoDB error document, so bad input
// from a client cannot take the server down.
export async function runCommand(cmd: Doc, ctx: Omit<CommandContext, 'db'>, db: string): Promise<Doc> {
  const name = Object.keys(cmd)[0];
  try {
    const handler = name === undefined ? undefined : handlers.get(name);
    if (!handler) {
      throw new MongoError(Codes.CommandNotFound, `no such command: '${name ?? ''}'`);
    }
    if (cmd.startTransaction === true || (cmd.txnNumber !== undefined && cmd.autocommit === false)) {
      throw new MongoError(Codes.IllegalOperation, 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    checkFields(name as string, cmd);
    checkConcerns(cmd);
    if (WRITES.has(name as string) || (name === 'aggregate' && writesOut(cmd))) {
      // A bulk insert is applied only after its journal append (no try and undo), so no other write may share its batch.
      return await ctx.engine.exclusive(async () => handler(cmd, { ...ctx, db }), name === 'insert' && isBulkInsert(cmd));
    }
    return await handler(cmd, { ...ctx, db });
  } catch (err) {
    return toErrorDoc(err);
  }
}
