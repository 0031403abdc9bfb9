import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: unknown;
  volumes?: string[];
}

describe('docker-compose.yml (production-like deploy)', () => {
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };

  it('has MongoDB with a volume and a health check, the API, the host and each remote', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'host', 'mf-account', 'mf-profile', 'mf-search', 'mongo']);
    expect(compose.services.mongo.volumes?.[0]).toMatch(/:\/data\/db$/);
    expect(compose.services.mongo.healthcheck).toBeDefined();
    expect(compose.services.api.environment?.MONGODB_URI).toMatch(/^mongodb:\/\/mongo/);
  });

  it('runs MongoDB as a replica set that its health check initiates, and the API writes with w: majority', () => {
    const mongo = compose.services.mongo as Service & { command?: string[]; healthcheck?: { test: string[] } };
    expect(mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(mongo.healthcheck?.test.join(' ')).toMatch(/rs\.initiate\(.*isWritablePrimary/);
    const uri = new URL(compose.services.api.environment!.MONGODB_URI);
    expect(uri.searchParams.get('replicaSet')).toBe('rs0');
    expect(uri.searchParams.get('w')).toBe('majority');
    expect((compose.services.api as Service & { depends_on?: Record<string, { condition: string }> }).depends_on?.mongo.condition).toBe('service_healthy');
  });

  it.each(Object.entries(compose.services).filter(([, s]) => s.build))('%s builds from a context and Dockerfile that exist', (_name, service) => {
    const context = path.join(ROOT, service.build!.context);
    expect(existsSync(context)).toBe(true);
    expect(existsSync(path.join(context, service.build!.dockerfile))).toBe(true);
  });

  it('builds every remote from the one Dockerfile, the remote named by a build argument', () => {
    const remotes = ['mf-search', 'mf-profile', 'mf-account'];
    for (const name of remotes) {
      expect(compose.services[name].build).toEqual({ context: '.', dockerfile: 'deploy/remote.Dockerfile', args: { REMOTE: name } });
      expect(existsSync(path.join(ROOT, name, 'Dockerfile'))).toBe(false);
    }
    const dockerfile = readFileSync(path.join(ROOT, 'deploy/remote.Dockerfile'), 'utf8');
    // It refuses a missing or unknown REMOTE, builds that workspace only, and ships its dist without a standalone page.
    expect(dockerfile).toMatch(/case "\$REMOTE" in mf-search\|mf-profile\|mf-account\)/);
    expect(dockerfile).toMatch(/npm run build -w "\$REMOTE"/);
    expect(dockerfile).toMatch(/test ! -e "\$REMOTE\/dist\/index.html"/);
  });

  it('tells the host where every remote lives, so a remote moves without a host rebuild', () => {
    const env = compose.services.host.environment ?? {};
    for (const name of ['MF_SEARCH_URL', 'MF_PROFILE_URL', 'MF_ACCOUNT_URL', 'API_URL']) expect(env[name]).toBeTruthy();
  });

  it('lets the host\'s server reach the API and each remote by its service name, inside the stack', () => {
    const env = compose.services.host.environment ?? {};
    expect(new URL(env.API_INTERNAL_URL).hostname).toBe('api');
    for (const remote of ['mf-search', 'mf-profile', 'mf-account']) {
      const name = `${remote.toUpperCase().replace('-', '_')}_INTERNAL_URL`;
      expect(new URL(env[name]).hostname).toBe(remote);
    }
  });
});
