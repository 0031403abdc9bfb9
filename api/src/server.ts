import Fastify from 'fastify';
import app from './app';
import { SERVER_OPTIONS } from './lib/protocol-errors';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  // Seeding an empty database with demo data runs while plugins load; on a busy
  // machine that takes longer than Fastify's 10 s default. Loading a large data
  // set into the embedded engine (100,000+ clinics) takes minutes: API_START_TIMEOUT_MS.
  const pluginTimeout = Number(process.env.API_START_TIMEOUT_MS ?? 120_000);
  const server = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, pluginTimeout, trustProxy: config.trustProxy, ...SERVER_OPTIONS });
  await server.register(app, { config });
  const close = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await server.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
