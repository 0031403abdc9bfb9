import fp from 'fastify-plugin';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@directpay/embedded-mongo';

declare module 'fastify' {
  interface FastifyInstance {
    mongo: { client: MongoClient; db: Db; embedded: boolean };
  }
}

export interface MongoPluginOptions {
  /** A real MongoDB (docker-compose, a managed cluster). Unset: start the embedded engine. */
  uri?: string;
  /** Where the embedded engine keeps its data. */
  dataDir: string;
  dbName: string;
}

/**
 * The one MongoDB client of the API. Data always goes through the official
 * driver; without MONGODB_URI it talks to the embedded engine over the wire protocol.
 */
export default fp<MongoPluginOptions>(
  async (fastify, options) => {
    let embedded: EmbeddedMongo | undefined;
    let uri = options.uri;
    if (!uri) {
      embedded = await startEmbeddedMongo({ dataDir: options.dataDir });
      uri = embedded.uri;
      fastify.log.info({ dataDir: options.dataDir }, 'started the embedded MongoDB-compatible engine');
    }
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
    await client.connect();
    fastify.decorate('mongo', { client, db: client.db(options.dbName), embedded: Boolean(embedded) });
    fastify.addHook('onClose', async () => {
      await client.close();
      await embedded?.close();
    });
  },
  { name: 'mongodb' },
);
