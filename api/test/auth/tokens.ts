/** Hand-made ID tokens for the rejection cases. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

export const devKey = (dataDir: string): KeyObject => createPrivateKey(readFileSync(path.join(dataDir, 'dev-idp-key.pem'), 'utf8'));
export const otherKey = (): KeyObject => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

export interface Claims {
  iss?: string;
  aud?: string;
  email?: string;
  email_verified?: boolean;
  exp?: number;
  iat?: number;
  sub?: string;
}

export function idToken(key: KeyObject, kid: string, claims: Claims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'owner@example.com', email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(claims.iss ?? 'https://accounts.google.com')
    .setAudience(claims.aud ?? 'directpay-dev-client')
    .setSubject(claims.sub ?? 'sub-1')
    .setIssuedAt(claims.iat ?? now)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(key);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token (`alg: none`) with otherwise valid claims. */
export function unsignedToken(kid: string, claims: Record<string, unknown>): string {
  return `${b64({ alg: 'none', kid, typ: 'JWT' })}.${b64(claims)}.`;
}
