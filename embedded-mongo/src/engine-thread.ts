/**
 * The engine's own thread (started by startEmbeddedMongo in index.ts): it
 * opens the data folder, answers the driver's connections and the two calls
 * the starting thread makes (idle, close).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openEngine } from './open';
import type { EmbeddedMongo, EmbeddedMongoOptions } from './index';

/** A call from the starting thread. */
export interface ThreadCall {
  id: number;
  call: 'idle' | 'close';
}

/** An error as it crosses to the starting thread, which makes it again (a StartupError stays one). */
export interface ThreadError {
  name: string;
  message: string;
  file?: string;
  offset?: number;
  code?: string;
}

export type ThreadMessage =
  | { ready: Pick<EmbeddedMongo, 'uri' | 'port' | 'socketPath' | 'fresh'> }
  | { failed: ThreadError }
  | { id: number; error?: ThreadError };

function described(err: unknown): ThreadError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const { file, offset, code } = err as Error & { file?: string; offset?: number; code?: string };
  return { name: err.name, message: err.message, file, offset, code };
}

const port = parentPort;
if (!port) throw new Error('embedded-mongo: engine-thread.ts runs only as the engine\'s thread (startEmbeddedMongo)');
const post = (message: ThreadMessage) => port.postMessage(message);

openEngine(workerData as EmbeddedMongoOptions).then(
  (engine) => {
    port.on('message', ({ id, call }: ThreadCall) => {
      (call === 'idle' ? engine.idle() : engine.close()).then(
        () => post({ id }),
        (err: unknown) => post({ id, error: described(err) }),
      );
    });
    post({ ready: { uri: engine.uri, port: engine.port, socketPath: engine.socketPath, fresh: engine.fresh } });
  },
  (err: unknown) => post({ failed: described(err) }),
);
