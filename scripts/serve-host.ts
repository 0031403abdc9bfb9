/**
 * The host's server on its own, as its image runs it (host/Dockerfile): the
 * built shell, its pages finished per request (head, preloads, 404, sitemap:
 * scripts/host-page.ts), the run-time files and the embeddable price card
 * (scripts/serve-embed.ts), all from the environment.
 * `npm start` runs the same server beside the API and the remotes.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROOT } from './apps';
import { configFileFromEnv, hostRuntimeFromEnv, portsFromEnv } from './runtime-files';
import { startStaticServer } from './serve-static';

export async function serveHost(
  env: NodeJS.ProcessEnv = process.env,
  root = path.join(ROOT, 'host/dist'),
  embedRoot = path.join(ROOT, 'embed/dist'),
): Promise<FastifyInstance> {
  const ports = portsFromEnv(env);
  return startStaticServer({
    root,
    port: ports.host,
    host: env.HOST_LISTEN || '127.0.0.1',
    spa: true,
    generated: { 'config.json': configFileFromEnv(ports, env) },
    hostPage: {
      runtime: hostRuntimeFromEnv(ports, env),
      siteUrl: env.SITE_URL || undefined,
      serverApiUrl: env.API_INTERNAL_URL || undefined,
      serverRemotes: { mf_search: env.MF_SEARCH_INTERNAL_URL, mf_profile: env.MF_PROFILE_INTERNAL_URL, mf_account: env.MF_ACCOUNT_INTERNAL_URL },
      // The price card clinics embed on their own sites: its script and its iframe page.
      embedRoot,
    },
  });
}

if (require.main === module) {
  serveHost().then(
    (server) => {
      console.log(`The host is serving at ${JSON.stringify(server.addresses()[0])}`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
