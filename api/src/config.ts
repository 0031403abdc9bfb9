/**
 * API configuration from the environment, validated at start: a missing or
 * malformed value stops the server with a message naming it.
 */
export interface ApiConfig {
  port: number;
  host: string;
  /** Origins allowed to call account and auth routes. */
  siteOrigins: string[];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  const port = Number(env.API_PORT ?? env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`API_PORT must be a port number (got "${env.API_PORT ?? env.PORT}")`);
  const siteOrigins = (env.SITE_ORIGINS ?? 'http://localhost:3000')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (problems.length > 0) throw new ConfigError(`Invalid API configuration:\n- ${problems.join('\n- ')}`);
  return { port, host: env.API_HOST ?? '127.0.0.1', siteOrigins };
}
