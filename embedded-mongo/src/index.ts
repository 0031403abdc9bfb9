import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors';
import { Engine } from './storage/engine';
import { Persistence } from './storage/persistence';
import { WireServer } from './server';

export { Codes, StartupError } from './errors';

export interface EmbeddedMongoOptions {
  dataDir: string;
  /**
   * Listen on TCP at this port (0 picks a free one) on `host`. Without a port
   * the engine listens only on a Unix socket inside dataDir that only the
   * owner can use (see socketPath): no other user or machine can connect.
   */
  port?: number;
  /** With port: defaults to 127.0.0.1. */
  host?: string;
  /** Journal size that triggers a snapshot + journal truncation. Default 64 MB. */
  compactEveryBytes?: number;
}

export interface EmbeddedMongo {
  /** mongodb://%2F…%2Fmongod.sock/?directConnection=true, or mongodb://HOST:PORT/?directConnection=true */
  uri: string;
  /** The TCP port, when listening on TCP. */
  port?: number;
  /** The Unix socket, when listening on one. */
  socketPath?: string;
  /** The data folder had never held data when opened (it was new or empty). */
  fresh: boolean;
  /** Whether writes currently succeed; while they fail, each call retries (at most once a second). */
  writable(): Promise<{ ok: boolean; error?: string }>;
  /** Resolves once no compaction or journal flush is under way (benchmarks wait for it before measuring). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

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

export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
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
    writable: () => persistence.writable(),
    idle: () => persistence.idle(),
    close: () =>
      (closing ??= (async () => {
        await server.close();
        if (socketPath) fs.rmSync(socketPath, { force: true });
        await persistence.close();
      })()),
  };
}
