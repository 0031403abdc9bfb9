import { Engine } from './storage/engine';
import { Persistence } from './storage/persistence';
import { WireServer } from './server';

export interface EmbeddedMongoOptions {
  dataDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Journal size that triggers a snapshot + journal truncation. Default 64 MB. */
  compactEveryBytes?: number;
}

export interface EmbeddedMongo {
  /** mongodb://HOST:PORT/?directConnection=true */
  uri: string;
  port: number;
  close(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const engine = new Engine();
  const persistence = await Persistence.open(options.dataDir, engine, options.compactEveryBytes ?? 64 * 1024 * 1024);
  const server = new WireServer(engine);
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
  } catch (err) {
    await persistence.close();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}/?directConnection=true`,
    port,
    close: () =>
      (closing ??= (async () => {
        await server.close();
        await persistence.close();
      })()),
  };
}
