import { Codes, MongoError } from '../errors';
import { Handler } from './context';

// { embeddedBackup: 1 } on admin: writes a consistent copy of the whole
// database into a new folder inside the data folder (never anywhere a client
// names) and answers its path; `npm run db:backup` copies it out.
const embeddedBackup: Handler = async (_cmd, ctx) => {
  const persistence = ctx.engine.persistence;
  if (!persistence) throw new MongoError(Codes.IllegalOperation, 'this engine has no data folder');
  const dir = persistence.backupTarget();
  const { bytes, collections } = await persistence.backup(dir);
  return { path: dir, bytes, collections, ok: 1 };
};

// { embeddedStatus: 1 }: whether writes currently succeed (readiness asks);
// while they fail, asking retries an empty journal record at most once a second.
const embeddedStatus: Handler = async (_cmd, ctx) => {
  const status = ctx.engine.persistence ? await ctx.engine.persistence.writable() : { ok: true };
  return { writable: status.ok, ...(status.error ? { writeError: status.error } : {}), ok: 1 };
};

export const backupCommands: Record<string, Handler> = { embeddedBackup, embeddedStatus };
