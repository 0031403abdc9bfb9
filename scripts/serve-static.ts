/**
 * A static server for the built host and remotes with the headers Module
 * Federation needs: entry files and the runtime files no-cache, content-hashed
 * chunks immutable, CORS so the host origin can load remote assets, and (for
 * the host) an SPA fallback to index.html.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Serve index.html for unknown GET routes that ask for HTML (host routes). */
  spa?: boolean;
  /**
   * Files answered from memory (remotes.json, config.json): each server keeps
   * its own, so two stacks built from one checkout never overwrite each other's.
   */
  generated?: Record<string, unknown>;
}

const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'config.json', 'index.html']);
const HASHED = /\.[0-9a-f]{12}\.(js|css|png|jpe?g|gif|svg|webp|woff2?)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name) || HASHED.test(name.replace(/\.map$/, ''))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

export async function startStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  for (const [name, body] of Object.entries(options.generated ?? {})) {
    app.get(`/${name}`, async (_request, reply) => reply.header('cache-control', cacheControlFor(name)).send(body));
  }
  await app.register(fastifyStatic, {
    root: options.root,
    cacheControl: false,
    etag: true,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (options.spa && wantsHtml && !path.extname(request.url.split('?')[0])) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.url} not found` });
  });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
