import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { StartupError } from './errors';
import type { ThreadCall, ThreadError, ThreadMessage } from './engine-thread';

export { Codes, StartupError } from './errors';
export { socketPathFor, socketUri } from './open';

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
  /** Resolves once no compaction or journal flush is under way (benchmarks wait for it before measuring). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const THREAD = path.join(__dirname, `engine-thread${path.extname(__filename)}`);

/** What the engine's thread runs: its entry, through tsx when the engine runs from its TypeScript source. */
function threadSource(): string {
  const entry = `require(${JSON.stringify(THREAD)});`;
  return THREAD.endsWith('.ts') ? `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();\n${entry}` : entry;
}

function remade(error: ThreadError): Error {
  if (error.name === 'StartupError') return new StartupError(error.message, error.file, error.offset);
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}

/**
 * Starts the engine on a data folder, in a thread of its own: the commands it
 * answers take no time from the starting thread's event loop (an API's
 * requests), as a separate mongod would not. Refuses, with the engine's
 * one-line StartupError, a folder it cannot open.
 */
export function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const worker = new Worker(threadSource(), { eval: true, workerData: options });
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closing: Promise<void> | undefined;
  const call = (name: ThreadCall['call']) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, call: name } satisfies ThreadCall);
    });
  return new Promise((resolve, reject) => {
    let ready = false;
    let stoppedAlready = false;
    // The engine stopping on its own is fatal, as an uncaught error in one thread would be
    // (an error is followed by the thread's exit: reported once).
    const stopped = (error: Error) => {
      if (stoppedAlready) return;
      stoppedAlready = true;
      for (const { reject: fail } of pending.values()) fail(error);
      pending.clear();
      if (!ready) reject(error);
      else if (!closing) throw error;
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`embedded-mongo: the engine's thread stopped (exit code ${code})`)));
    worker.on('message', (message: ThreadMessage) => {
      if ('failed' in message) {
        void worker.terminate();
        return reject(remade(message.failed));
      }
      if ('ready' in message) {
        ready = true;
        return resolve({
          ...message.ready,
          idle: () => call('idle'),
          close: () =>
            (closing ??= (async () => {
              await call('close');
              await worker.terminate();
            })()),
        });
      }
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(remade(message.error));
      else waiting?.resolve();
    });
  });
}
