import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { StartupError } from '../errors';
import { socketPathFor, socketUri, startEmbeddedMongo } from '../index';
import { lockOwner } from '../storage/lock';

export interface Source {
  client: MongoClient;
  /** The engine answering: the running app's (through its socket) or one opened for this command. */
  running: boolean;
  close(): Promise<void>;
}

/**
 * Opens the embedded database of dataDir through the official driver: the
 * running engine's socket when the app has the folder open, otherwise an
 * engine started here for the duration of the command.
 */
export async function openData(dataDir: string): Promise<Source> {
  const dir = path.resolve(dataDir);
  if (!fs.existsSync(dir)) throw new StartupError(`DATA_DIR ${dir} does not exist: pass --data-dir with the folder the app uses`, dir);
  const owner = lockOwner(dir);
  if (owner) {
    const sock = socketPathFor(dir);
    if (!fs.existsSync(sock)) throw new StartupError(`the engine of ${dir} (process ${owner}) has no socket at ${sock}: stop that process and run the command again`, dir);
    const client = await MongoClient.connect(socketUri(sock), { serverSelectionTimeoutMS: 5000 });
    return { client, running: true, close: () => client.close() };
  }
  const mongo = await startEmbeddedMongo({ dataDir: dir });
  const client = await MongoClient.connect(mongo.uri, { serverSelectionTimeoutMS: 5000 });
  return {
    client,
    running: false,
    async close() {
      await client.close();
      await mongo.close();
    },
  };
}

/** Refuses when an engine has dataDir open (for repair and restore, which rewrite its files). */
export function requireStopped(dataDir: string, what: string): void {
  const owner = lockOwner(dataDir);
  if (owner) throw new StartupError(`${dataDir} is in use by process ${owner}: stop the app before ${what}`, dataDir);
}

export const USER_DBS = (name: string): boolean => !['admin', 'local', 'config'].includes(name);

export async function listCollections(client: MongoClient): Promise<Array<{ db: string; c: string }>> {
  const out: Array<{ db: string; c: string }> = [];
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  for (const { name } of databases) {
    if (!USER_DBS(name)) continue;
    const colls = await client.db(name).listCollections({}, { nameOnly: true }).toArray();
    for (const { name: c } of colls) if (!c.startsWith('system.')) out.push({ db: name, c });
  }
  return out.sort((a, b) => `${a.db}.${a.c}`.localeCompare(`${b.db}.${b.c}`));
}
