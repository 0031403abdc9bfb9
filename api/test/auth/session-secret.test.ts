/** Issue 12, item 3: only development and test may run on the built-in (published) session secret. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '#src/config';

const STRONG = 's'.repeat(40);

describe('SESSION_SECRET', () => {
  it.each(['staging', 'production', 'prod', ''])('NODE_ENV "%s" without SESSION_SECRET refuses with one line naming it', (nodeEnv) => {
    // A MongoDB is named so production has no second problem to list.
    expect(() => loadConfig({ NODE_ENV: nodeEnv, MONGODB_URI: 'mongodb://db.example:27017' })).toThrow(/^Invalid API configuration: SESSION_SECRET must be set[^\n]*$/);
  });

  it('an unset NODE_ENV is not development', () => {
    expect(() => loadConfig({ NODE_ENV: undefined })).toThrow(/SESSION_SECRET/);
  });

  it.each(['development', 'test'])('NODE_ENV %s may use the built-in secret', (nodeEnv) => {
    expect(loadConfig({ NODE_ENV: nodeEnv }).sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('any environment runs with a secret of its own', () => {
    expect(loadConfig({ NODE_ENV: 'staging', SESSION_SECRET: STRONG }).sessionSecret).toBe(STRONG);
  });

  it('refuses the built-in secret copied into SESSION_SECRET outside development and test', () => {
    const builtIn = loadConfig({ NODE_ENV: 'test' }).sessionSecret;
    expect(() => loadConfig({ NODE_ENV: 'staging', SESSION_SECRET: builtIn })).toThrow(/SESSION_SECRET must not be the built-in/);
  });

  it('refuses a short secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32/);
  });

  it('the server with NODE_ENV=staging exits before listening and prints one line naming SESSION_SECRET', () => {
    const root = path.resolve(__dirname, '../../..');
    const env = { ...process.env, NODE_ENV: 'staging', API_PORT: '0', DATA_DIR: path.join(root, '.never-created') };
    delete (env as Record<string, string | undefined>).SESSION_SECRET;
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SESSION_SECRET/);
  }, 60_000);
});
