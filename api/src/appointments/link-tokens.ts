/**
 * A clinic's one-click links: `<request id>.<action>.<window>.<expiry>.<signature>`,
 * signed with HMAC-SHA256 under a key derived from the session secret (no new
 * secret to configure; a different purpose, so a session token never passes as a
 * link). The signature proves the server made the link; the request records the
 * link's id when it is used, so it works once (appointments-repository.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ObjectId } from 'mongodb';

export type LinkAction = 'confirm' | 'propose' | 'decline';

export interface AppointmentLink {
  requestId: ObjectId;
  action: LinkAction;
  /** The window the link was mailed under (the one a confirm link confirms). */
  window: number;
  expiresAt: Date;
}

const CODES: Record<LinkAction, string> = { confirm: 'c', propose: 'p', decline: 'd' };
const ACTIONS: Record<string, LinkAction> = { c: 'confirm', p: 'propose', d: 'decline' };

const keyOf = (secret: string) => createHmac('sha256', secret).update('appointment-links').digest();
const sign = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signAppointmentLink(secret: string, link: AppointmentLink): string {
  const payload = [link.requestId.toHexString(), CODES[link.action], String(link.window), String(Math.floor(link.expiresAt.getTime() / 1000))].join('.');
  return `${payload}.${sign(secret, payload)}`;
}

/** The link a token stands for when the server signed it; undefined for anything else (a forged or altered token). */
export function readAppointmentLink(secret: string, token: string): AppointmentLink | undefined {
  const parts = token.split('.');
  if (parts.length !== 5) return undefined;
  const [id, code, window, expiry, signature] = parts;
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (!ObjectId.isValid(id) || !ACTIONS[code] || !/^\d$/.test(window) || !/^\d+$/.test(expiry)) return undefined;
  return { requestId: new ObjectId(id), action: ACTIONS[code], window: Number(window), expiresAt: new Date(Number(expiry) * 1000) };
}

/** What the request records when a link is used. */
export const linkIdOf = (link: Pick<AppointmentLink, 'action' | 'window'>) => `${link.action}-${link.window}`;
