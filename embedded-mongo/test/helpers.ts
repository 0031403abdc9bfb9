import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { EmbeddedMongo, EmbeddedMongoOptions, startEmbeddedMongo } from '../src/index';

export interface Harness {
  dir: string;
  mongo: EmbeddedMongo;
  client: MongoClient;
  stop(): Promise<void>;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
}

export async function start(dir = tempDir(), opts: Partial<EmbeddedMongoOptions> = {}): Promise<Harness> {
  const mongo = await startEmbeddedMongo({ dataDir: dir, port: 0, ...opts });
  const client = await MongoClient.connect(mongo.uri, { serverSelectionTimeoutMS: 5000 });
  return {
    dir,
    mongo,
    client,
    async stop() {
      await client.close();
      await mongo.close();
    },
  };
}

export function dirSize(dir: string): number {
  return fs.readdirSync(dir).reduce((s, f) => s + fs.statSync(path.join(dir, f)).size, 0);
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A maker of temporary data folders, all removed after the test file. */
export function tempDirs(): () => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));
  return () => {
    const d = tempDir();
    dirs.push(d);
    return d;
  };
}
