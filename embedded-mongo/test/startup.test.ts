import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, StartupError } from '../src/index';
import { repair } from '../src/tools/repair';
import { tempDirs } from './helpers';

jest.setTimeout(30_000);

const newDir = tempDirs();

async function refusal(dataDir: string): Promise<string> {
  const err = await startEmbeddedMongo({ dataDir }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(StartupError);
  const message = (err as Error).message;
  expect(message.split('\n')).toHaveLength(1);
  return message;
}

describe('DATA_DIR problems are one line naming the folder and the fix', () => {
  test('a file where the folder should be', async () => {
    const file = path.join(newDir(), 'data');
    fs.writeFileSync(file, 'not a folder');
    expect(await refusal(file)).toBe(`DATA_DIR ${file} is a file, not a folder: move that file away or set DATA_DIR to a folder`);
  });

  test('a folder that cannot be created', async () => {
    const file = path.join(newDir(), 'data');
    fs.writeFileSync(file, '');
    const dir = path.join(file, 'inner');
    expect(await refusal(dir)).toMatch(new RegExp(`^DATA_DIR ${dir} cannot be created \\(ENOTDIR\\): .*set DATA_DIR to a writable folder$`));
  });

  test('a journal that is a folder', async () => {
    const dir = newDir();
    fs.mkdirSync(path.join(dir, 'journal-00000000.log'));
    expect(await refusal(dir)).toBe(`${path.join(dir, 'journal-00000000.log')} is a folder, not a data file: move it out of DATA_DIR ${dir}`);
  });

  test('the command-line engine prints that one line, not a stack', async () => {
    const file = path.join(newDir(), 'data');
    fs.writeFileSync(file, '');
    const run = promisify(execFile)('npx', ['tsx', path.join(__dirname, '..', 'src', 'cli.ts'), '--data-dir', file], { cwd: path.join(__dirname, '..', '..') });
    const err = (await run.catch((e: unknown) => e)) as { code: number; stderr: string };
    expect(err.code).toBe(1);
    expect(err.stderr.trim().split('\n').filter((l) => !l.startsWith('npm warn'))).toEqual([
      `embedded-mongo failed to start: DATA_DIR ${file} is a file, not a folder: move that file away or set DATA_DIR to a folder`,
    ]);
  });
});

describe('without a port, the engine listens only on an owner-only Unix socket in DATA_DIR', () => {
  test('socket in DATA_DIR/run (0700), socket 0600, no TCP port, and the official driver connects to it', async () => {
    const dir = newDir();
    const mongo = await startEmbeddedMongo({ dataDir: dir });
    expect(mongo.port).toBeUndefined();
    expect(mongo.socketPath).toBe(path.join(dir, 'run', 'mongod.sock'));
    expect(mongo.uri).toBe(`mongodb://${encodeURIComponent(mongo.socketPath!)}/?directConnection=true`);
    expect(fs.statSync(path.join(dir, 'run')).mode & 0o777).toBe(0o700);
    const st = fs.statSync(mongo.socketPath!);
    expect(st.isSocket()).toBe(true);
    expect(st.mode & 0o777).toBe(0o600);
    const client = await MongoClient.connect(mongo.uri, { serverSelectionTimeoutMS: 5000 });
    await client.db('p').collection('c').insertOne({ a: 1 });
    expect(await client.db('p').collection('c').countDocuments()).toBe(1);
    await client.close();
    await mongo.close();
    expect(fs.existsSync(mongo.socketPath!)).toBe(false);
  });

  test('a socket left by a killed engine is replaced', async () => {
    const dir = newDir();
    const sock = path.join(dir, 'run', 'mongod.sock');
    fs.mkdirSync(path.dirname(sock), { recursive: true });
    const stale = net.createServer().listen(sock);
    await new Promise((r) => stale.once('listening', r));
    // Simulate the dead owner: the file stays, nothing answers.
    await new Promise((r) => stale.close(r));
    fs.writeFileSync(sock, '');
    const mongo = await startEmbeddedMongo({ dataDir: dir });
    const client = await MongoClient.connect(mongo.uri, { serverSelectionTimeoutMS: 5000 });
    await client.db('admin').command({ ping: 1 });
    await client.close();
    await mongo.close();
  });
});

describe('the FRESH marker: a data folder that never held data', () => {
  test('is fresh until its first write, and a folder that lost its data is not fresh', async () => {
    const dir = path.join(newDir(), 'new');
    let mongo = await startEmbeddedMongo({ dataDir: dir });
    expect(mongo.fresh).toBe(true);
    await mongo.close();
    mongo = await startEmbeddedMongo({ dataDir: dir });
    expect(mongo.fresh).toBe(true);
    const client = await MongoClient.connect(mongo.uri);
    await client.db('p').collection('c').insertOne({ a: 1 });
    await client.close();
    await mongo.close();
    expect(fs.existsSync(path.join(dir, 'FRESH'))).toBe(false);

    // Its data lost (the journal emptied): refused; once repaired it starts empty, but not fresh.
    fs.truncateSync(path.join(dir, 'journal-00000000.log'), 0);
    await expect(startEmbeddedMongo({ dataDir: dir })).rejects.toThrow(/npm run db:repair/);
    await repair(dir);
    mongo = await startEmbeddedMongo({ dataDir: dir });
    expect(mongo.fresh).toBe(false);
    await mongo.close();
  });

  test('an existing folder with files is not fresh', async () => {
    const dir = newDir();
    fs.writeFileSync(path.join(dir, 'something'), '');
    const mongo = await startEmbeddedMongo({ dataDir: dir });
    expect(mongo.fresh).toBe(false);
    await mongo.close();
  });
});
