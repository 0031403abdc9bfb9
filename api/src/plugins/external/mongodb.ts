import fp from 'fastify-plugin';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@directpay/embedded-mongo';
import { ConfigError } from '#src/config';

declare module 'fastify' {
  interface FastifyInstance {
    mongo: {
      client: MongoClient;
      db: Db;
      /**
       * The database had never held data when the API started: the embedded engine's
       * folder was new, or the MongoDB database had no collections.
       */
      neverHeldData: boolean;
      /** Embedded engine: resolves once its compaction and journal writes are done (at once on MongoDB). Benchmarks wait for it. */
      idle: () => Promise<void>;
    };
  }
}

export interface MongoPluginOptions {
  /** A real MongoDB (docker-compose, a managed cluster). Unset: start the embedded engine. */
  uri?: string;
  /** Where the embedded engine keeps its data. */
  dataDir: string;
  dbName: string;
  monitorCommands?: boolean;
}

/**
 * The one MongoDB client of the API. Data always goes through the official
 * driver; without MONGODB_URI it talks to the embedded engine over the wire
 * protocol, on an owner-only Unix socket inside DATA_DIR (no TCP port).
 */
export default fp<MongoPluginOptions>(
  async (fastify, options) => {
    let embedded: EmbeddedMongo | undefined;
    let uri = options.uri;
    if (!uri) {
      try {
        embedded = await startEmbeddedMongo({ dataDir: options.dataDir });
      } catch (error) {
        // A damaged data file or an unusable DATA_DIR: the engine's one line names it and the fix.
        fastify.log.debug({ err: error }, 'the embedded engine did not start');
        throw new ConfigError(error instanceof Error ? error.message : String(error));
      }
      uri = embedded.uri;
      fastify.log.info({ dataDir: options.dataDir, socket: embedded.socketPath }, 'started the embedded MongoDB-compatible engine');
    }
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, monitorCommands: options.monitorCommands ?? false });
    await client.connect();
    const db = client.db(options.dbName);
    // The engine knows a folder that lost its data from a new one; a MongoDB database is new when it has no collections.
    const neverHeldData = embedded ? embedded.fresh : (await db.listCollections({}, { nameOnly: true }).toArray()).length === 0;
    fastify.decorate('mongo', { client, db, neverHeldData, idle: async () => embedded?.idle() });
    fastify.addHook('onClose', async () => {
      await client.close();
      await embedded?.close();
    });
  },
  { name: 'mongodb' },
);
