/**
 * Development identity provider: issues Google-shaped ID tokens signed with a
 * local RSA key so people and browser tests can sign in with no internet.
 * Only created when DEV_IDP is on; with it off no dev key exists, so no dev
 * token can ever verify.
 */
import { generateKeyPairSync, createPrivateKey, createPublicKey, createHash, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Audience of dev tokens when no GOOGLE_CLIENT_ID is configured. */
export const DEV_CLIENT_ID = 'directpay-dev-client';

/** The subject of the development identity behind an email: the same for the same address. */
export const devSubject = (email: string): string => `dev-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`;

export interface DevIdp {
  kid: string;
  audience: string;
  /** PEM public key keyed by kid, the shape google-auth-library's cert check takes. */
  certs: Record<string, string>;
  issue(email: string, claims?: Record<string, unknown>): Promise<string>;
}

function loadOrCreateKey(dataDir: string): KeyObject {
  const file = path.join(dataDir, 'dev-idp-key.pem');
  if (existsSync(file)) return createPrivateKey(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return privateKey;
}

export function createDevIdp(dataDir: string, googleClientId: string): DevIdp {
  const privateKey = loadOrCreateKey(dataDir);
  const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const kid = `dev-${createHash('sha256').update(publicPem).digest('hex').slice(0, 16)}`;
  const audience = googleClientId || DEV_CLIENT_ID;
  return {
    kid,
    audience,
    certs: { [kid]: publicPem },
    issue: (email, claims = {}) =>
      new SignJWT({ email, email_verified: true, name: email.split('@')[0], ...claims })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(GOOGLE_ISSUER)
        .setAudience(audience)
        .setSubject(devSubject(email))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
  };
}
