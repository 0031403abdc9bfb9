/**
 * The real app for the hardening suite, like test/owner/helpers' but also
 * keeping every route's options as registered (their TypeBox schemas), so
 * requests can be generated from the schemas and answers checked against them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { CommandFailedEvent, CommandStartedEvent, CommandSucceededEvent } from 'mongodb';
import { startApp } from '#test/start-app';
import { loadConfig } from '#src/config';

export interface HardeningApp {
  app: FastifyInstance;
  routes: RouteOptions[];
  close(): Promise<void>;
}

export async function buildHardeningApp(env: Record<string, string> = {}): Promise<HardeningApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-hardening-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    DEV_IDP: 'on',
    API_PUBLIC_URL: 'http://api.test',
    SITE_ORIGINS: 'http://site.test',
    ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI, MONGODB_DB: `test_${path.basename(dataDir).replace(/\W/g, '_')}` } : {}),
    ...env,
  });
  const routes: RouteOptions[] = [];
  const server = await startApp(config, (s) =>
    s.addHook('onRoute', (route) => {
      routes.push(route);
    }),
  );
  return {
    app: server,
    routes,
    async close() {
      if (process.env.MONGODB_URI) await server.mongo.db.dropDatabase().catch(() => undefined);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Each collection's count and newest _id, and the newest clinic write: equal
 * before and after means a request stored nothing. The per-address login
 * backoff is left out: it counts failures by design.
 */
export async function dbSnapshot(app: FastifyInstance): Promise<string> {
  const db = app.mongo.db;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => !/backoff|failure|attempt/i.test(n));
  const parts = await Promise.all(
    names.sort().map(async (name) => {
      const newest = await db.collection(name).find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).next();
      return `${name}:${await db.collection(name).countDocuments()}:${String(newest?._id ?? '')}`;
    }),
  );
  const lastWrite = await db.collection('clinics').find({}, { projection: { updatedAt: 1 } }).sort({ updatedAt: -1 }).limit(1).next();
  return `${parts.join(' ')} clinics-updated:${String(lastWrite?.updatedAt?.toISOString?.() ?? '')}`;
}

const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'create', 'drop', 'createIndexes', 'dropIndexes', 'dropDatabase']);

/** Whether a write command's reply says it changed something (a delete or update that matched nothing did not). */
function changed(name: string, reply: Record<string, unknown>): boolean {
  const count = (key: string) => Number(reply[key] ?? 0);
  switch (name) {
    case 'insert':
    case 'delete':
      return count('n') > 0;
    case 'update':
      return count('nModified') > 0 || Array.isArray(reply.upserted);
    case 'findAndModify':
      return Number((reply.lastErrorObject as Record<string, unknown> | undefined)?.n ?? 0) > 0;
    case 'createIndexes':
      return count('numIndexesAfter') > count('numIndexesBefore');
    default:
      return true;
  }
}

/**
 * Every write the app makes to the database, from the driver's command
 * monitoring: `take()` returns those since the last call, each a command that
 * succeeded and changed something. Cheaper than a snapshot per request, and it
 * also sees an update that leaves counts alone. `stop()` removes the listeners:
 * a tracker per route on one client would otherwise pile them up.
 */
export function trackWrites(app: FastifyInstance): { take(): string[]; stop(): void } {
  const client = app.mongo.client;
  // Set when the client was made (startApp): a connection reads it only when it opens.
  if (!client.options.monitorCommands) throw new Error('trackWrites needs an app started with monitorCommands (startApp)');
  const started = new Map<number, string>();
  const writes: string[] = [];
  const onStarted = (event: CommandStartedEvent) => {
    if (!WRITE_COMMANDS.has(event.commandName)) return;
    const collection = String((event.command as Record<string, unknown>)[event.commandName]);
    // Counters that count refused requests too, by design: the sign-in backoff and the rate limits.
    if (!/backoff|failure|attempt|^rate_limits$/i.test(collection)) started.set(event.requestId, `${event.commandName} ${collection}`);
  };
  const onSucceeded = (event: CommandSucceededEvent) => {
    const write = started.get(event.requestId);
    started.delete(event.requestId);
    if (write && changed(event.commandName, event.reply as Record<string, unknown>)) writes.push(write);
  };
  const onFailed = (event: CommandFailedEvent) => void started.delete(event.requestId);
  client.on('commandStarted', onStarted);
  client.on('commandSucceeded', onSucceeded);
  client.on('commandFailed', onFailed);
  return {
    take: () => writes.splice(0),
    stop: () => {
      client.off('commandStarted', onStarted);
      client.off('commandSucceeded', onSucceeded);
      client.off('commandFailed', onFailed);
    },
  };
}

const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'field']);

/** The error shape every 4xx has: `{ statusCode, error, message, field? }`, nothing else. */
export function isErrorBody(status: number, body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return b.statusCode === status && typeof b.error === 'string' && typeof b.message === 'string' && b.message.length > 0 && Object.keys(b).every((k) => ERROR_KEYS.has(k));
}
