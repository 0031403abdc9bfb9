import { OAuth2Client } from 'google-auth-library';
import { GOOGLE_ISSUER, type DevIdp } from '#src/dev-idp/index';
import { HttpError } from '#src/lib/http-errors';

export interface VerifiedIdentity {
  email: string;
  sub: string;
}

/** A sign-in token that does not verify: 401, pointing at the token. */
const tokenRejected = (message: string) => new HttpError(401, message, '/body/token');

const client = new OAuth2Client();

function header(token: string): { alg?: unknown; kid?: unknown } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown };
  } catch {
    throw tokenRejected('The sign-in token is not a valid ID token.');
  }
}

/**
 * One path for Google and development tokens: google-auth-library checks the
 * signature, issuer (accounts.google.com), audience and expiry. Google tokens
 * use Google's published certificates; a dev token is checked against the dev
 * key only while the dev provider exists (DEV_IDP on).
 */
export async function verifyIdToken(token: string, googleClientId: string, devIdp: DevIdp | null): Promise<VerifiedIdentity> {
  if (token.split('.').length !== 3) throw tokenRejected('The sign-in token is not a valid ID token.');
  const { alg, kid } = header(token);
  if (alg !== 'RS256') throw tokenRejected('The sign-in token must be signed with RS256.');
  let payload: Record<string, unknown> | undefined;
  try {
    if (devIdp && kid === devIdp.kid) {
      const ticket = await client.verifySignedJwtWithCertsAsync(token, devIdp.certs, devIdp.audience, ['accounts.google.com', GOOGLE_ISSUER]);
      payload = ticket.getPayload() as Record<string, unknown> | undefined;
    } else {
      if (!googleClientId) throw new Error('Google sign-in is not configured');
      const ticket = await client.verifyIdToken({ idToken: token, audience: googleClientId });
      payload = ticket.getPayload() as Record<string, unknown> | undefined;
    }
  } catch (error) {
    throw tokenRejected(`The sign-in token was rejected: ${reason(error)}.`);
  }
  if (!payload || typeof payload.email !== 'string' || typeof payload.sub !== 'string') {
    throw tokenRejected('The sign-in token carries no email.');
  }
  if (payload.email_verified !== true && payload.email_verified !== 'true') {
    throw tokenRejected('The email of this sign-in is not verified.');
  }
  return { email: payload.email, sub: payload.sub };
}

/** The library's messages embed the whole token; keep only the reason. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/No pem found/.test(message)) return 'unknown signing key';
  if (/signature/i.test(message)) return 'bad signature';
  if (/too late/.test(message)) return 'expired';
  if (/too early/.test(message)) return 'not yet valid';
  if (/too far in future/.test(message)) return 'expiry too far in the future';
  if (/issuer/i.test(message)) return 'wrong issuer';
  if (/audience|recipient/i.test(message)) return 'wrong audience';
  if (/not configured/.test(message)) return 'Google sign-in is not configured';
  return 'invalid token';
}
