/**
 * API configuration from the environment, validated at start: a missing or
 * malformed value stops the server with a message naming it.
 */
import path from 'node:path';

export interface ApiConfig {
  port: number;
  host: string;
  /** Origins allowed to call account and auth routes (CORS allow-list). */
  siteOrigins: string[];
  /**
   * Development only: any http://localhost:<port> or http://127.0.0.1:<port>
   * may call those routes too, so a remote's standalone dev server (any port)
   * works without listing it. Never on in production.
   */
  localDevOrigins: boolean;
  /**
   * Unset: the embedded engine keeps data in dataDir. Production (NODE_ENV=production)
   * refuses to start without it unless EMBEDDED_DB=on says the embedded engine is meant.
   */
  mongodbUri?: string;
  dataDir: string;
  dbName: string;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Public base URL of this API, used in image URLs. */
  publicUrl: string;
  /** Signs the API's own session tokens. */
  sessionSecret: string;
  googleClientId: string;
  /** The development identity provider; never on unless configured. */
  devIdp: boolean;
  recaptchaSecret?: string;
  /** SMTP URL; unset: messages are written as .eml files to outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  mailFrom: string;
  /** Where site contact-form messages go. */
  siteEmail: string;
  /** How often the price-reminder job runs (its first run is at most a minute after start). */
  priceReminderEveryMs: number;
  /** How often the estimate-reminder job looks for requests due today (first run at most a minute after start). */
  estimateReminderEveryMs: number;
  /** How often the appointment request jobs run (reminders, expiries, retention). */
  appointmentJobsEveryMs: number;
  /** Behind a proxy: which hops' X-Forwarded-For to believe (Fastify's trustProxy), so limits count clients, not the proxy. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
}

export class ConfigError extends Error {}

const DEV_SESSION_SECRET = 'directpay-development-session-secret-change-me';

/** TRUST_PROXY: unset (trust no proxy), a hop count, or the proxies' addresses or CIDR ranges, comma-separated. */
function trustProxyOf(value: string | undefined): ApiConfig['trustProxy'] {
  if (!value) return false;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  // A partial env (tests) keeps the process's NODE_ENV unless it names its own.
  const nodeEnv = 'NODE_ENV' in env ? env.NODE_ENV : process.env.NODE_ENV;
  const production = nodeEnv === 'production';
  const rawPort = env.API_PORT ?? env.PORT ?? '4000';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`API_PORT must be a port number (got "${rawPort}")`);
  const siteOrigins = (env.SITE_ORIGINS ?? 'http://localhost:3000')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // The built-in secret is published in this file: only development and test may use it.
  const mayUseBuiltInSecret = nodeEnv === 'development' || nodeEnv === 'test';
  const sessionSecret = env.SESSION_SECRET || (mayUseBuiltInSecret ? DEV_SESSION_SECRET : '');
  if (!env.SESSION_SECRET && !mayUseBuiltInSecret) {
    problems.push(`SESSION_SECRET must be set: NODE_ENV is "${nodeEnv ?? ''}" and only development and test may use the built-in secret`);
  } else if (sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters');
  else if (sessionSecret === DEV_SESSION_SECRET && !mayUseBuiltInSecret) problems.push('SESSION_SECRET must not be the built-in development secret');
  const onOff = (name: string, fallback: boolean) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (['on', 'true', '1'].includes(value)) return true;
    if (['off', 'false', '0'].includes(value)) return false;
    problems.push(`${name} must be on or off (got "${value}")`);
    return fallback;
  };
  const seconds = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (/^[1-9]\d{0,6}$/.test(value)) return Number(value);
    problems.push(`${name} must be a whole number of seconds (got "${value}")`);
    return fallback;
  };
  const config: ApiConfig = {
    port,
    host: env.API_HOST ?? '127.0.0.1',
    siteOrigins,
    localDevOrigins: nodeEnv === 'development',
    mongodbUri: env.MONGODB_URI || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    dbName: env.MONGODB_DB ?? 'directpay',
    seedDemo: onOff('SEED_DEMO', false),
    publicUrl: (env.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionSecret,
    googleClientId: env.GOOGLE_CLIENT_ID ?? '',
    devIdp: onOff('DEV_IDP', false),
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: path.resolve(env.OUTBOX_DIR ?? '.outbox'),
    mailFrom: env.MAIL_FROM ?? 'DirectPay Clinics <no-reply@directpay.local>',
    siteEmail: env.SITE_EMAIL ?? 'hello@directpay.local',
    priceReminderEveryMs: seconds('PRICE_REMINDER_EVERY_S', 3600) * 1000,
    estimateReminderEveryMs: seconds('ESTIMATE_REMINDER_EVERY_S', 600) * 1000,
    appointmentJobsEveryMs: seconds('APPOINTMENT_JOBS_EVERY_S', 600) * 1000,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
  if (production && config.devIdp) problems.push('DEV_IDP must be off in production');
  // The embedded engine keeps data on this machine's disk only: production uses it when told to, never by default.
  const embeddedDb = onOff('EMBEDDED_DB', !production);
  if (!config.mongodbUri && !embeddedDb) {
    problems.push(
      production
        ? 'MONGODB_URI must be set in production (NODE_ENV=production); to run the embedded engine in production on purpose, set EMBEDDED_DB=on'
        : 'MONGODB_URI must be set when EMBEDDED_DB is off',
    );
  }
  if (problems.length === 1) throw new ConfigError(`Invalid API configuration: ${problems[0]}`);
  if (problems.length > 1) throw new ConfigError(`Invalid API configuration:\n- ${problems.join('\n- ')}`);
  return config;
}
