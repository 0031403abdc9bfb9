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

export const backupCommands: Record<string, Handler> = { embeddedBackup };
