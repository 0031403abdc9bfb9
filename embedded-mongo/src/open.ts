import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors';
import { Engine } from './storage/engine';
import { Persistence } from './storage/persistence';
import { WireServer } from './server';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './index';

/** Where the engine of dataDir listens when it uses a socket. */
export function socketPathFor(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'run', 'mongod.sock');
}

export function socketUri(socketPath: string): string {
  return `mongodb://${encodeURIComponent(socketPath)}/?directConnection=true`;
}

// Unix socket paths are limited to 107 bytes on Linux (103 on macOS).
const MAX_SOCKET_PATH = 103;

function prepareSocket(socketPath: string): void {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new StartupError(`the engine's socket ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes, the limit for Unix sockets: set DATA_DIR to a shorter path`, socketPath);
  }
  const dir = path.dirname(socketPath);
  // Owner-only folder: nobody else can even reach the socket, including in
  // the instant between listen() and the socket's own chmod.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  // We hold the data folder's lock, so a socket file here is a dead engine's.
  fs.rmSync(socketPath, { force: true });
}

/** Opens the data folder and listens, in the calling thread (the engine's own thread: engine-thread.ts). */
export async function openEngine(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const engine = new Engine();
  const persistence = await Persistence.open(path.resolve(options.dataDir), engine, options.compactEveryBytes ?? 64 * 1024 * 1024);
  const server = new WireServer(engine);
  let uri: string;
  let port: number | undefined;
  let socketPath: string | undefined;
  try {
    if (options.port !== undefined) {
      const host = options.host ?? '127.0.0.1';
      port = await server.listen(options.port, host);
      uri = `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}/?directConnection=true`;
    } else {
      socketPath = socketPathFor(options.dataDir);
      prepareSocket(socketPath);
      await server.listenPath(socketPath);
      fs.chmodSync(socketPath, 0o600);
      uri = socketUri(socketPath);
    }
  } catch (err) {
    await server.close().catch(() => undefined);
    await persistence.close();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    uri,
    port,
    socketPath,
    fresh: persistence.fresh,
    idle: () => persistence.idle(),
    close: () =>
      (closing ??= (async () => {
        await server.close();
        if (socketPath) fs.rmSync(socketPath, { force: true });
        await persistence.close();
      })()),
  };
}
