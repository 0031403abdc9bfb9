import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { ObjectId, type Collection, type Db } from 'mongodb';
import { isObjectIdHex, type Locale } from '@directpay/contracts';
import type { Owner } from '#src/plugins/external/auth';
import { HttpError } from '#src/lib/http-errors';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;
const CONFIRMATION_TTL_MS = 48 * 3600_000;

export interface UserDoc {
  _id: ObjectId;
  /** Normalised (normalizeEmail): NFC, lower-case. */
  email: string;
  accountId: ObjectId;
  googleSub?: string;
  password?: { salt: string; hash: string };
  /** Set when a password account opened its link, or when Google vouched for the address. */
  emailConfirmedAt?: Date;
  /** sha256 of the secret half of the mailed link; one link at a time. */
  emailConfirmation?: { hash: string; expiresAt: Date };
  /** Every session token carries it; raising it ends every session. Missing reads as 0. */
  sessionVersion?: number;
  createdAt: Date;
  /** A granted administrator role (moderation); those of ADMIN_EMAILS are not stored here. */
  administrator?: { grantedAt: Date; grantedBy: string };
}

export interface AccountDoc {
  _id: ObjectId;
  ownerUserId: ObjectId;
  createdAt: Date;
  /** The language of the page it signed up on: the owner's mails are in it. Missing: English. */
  locale?: Locale;
}

/** Whom an account's mails go to, and in which language. */
export interface AccountRecipient {
  email: string;
  locale: Locale;
}

export const LOGIN_FAILED = 'The email or password is not correct.';
export const PASSWORD_NOT_CURRENT = 'body/currentPassword is not your current password.';
export const CONFIRMATION_INVALID = 'body/token: this confirmation link is invalid, already used or expired; log in and ask for a new one.';
// The inputs these two refuse, as the error's `field`: clients place an error by it, never by its words.
const CURRENT_PASSWORD_FIELD = '/body/currentPassword';
const TOKEN_FIELD = '/body/token';

/** What sign-up found: the route answers both alike and mails the address's owner. */
export type SignUpOutcome =
  | { status: 'created'; email: string; confirmToken: string }
  | { status: 'registered'; email: string; hasPassword: boolean; hasGoogle: boolean };

/**
 * A Google identity vouches for its address; a password alone does not. A user
 * with a password and no confirmation is unconfirmed even if Google was linked
 * to it before confirmation existed, so a Google sign-in takes it over.
 */
const isConfirmed = (user: UserDoc) => Boolean(user.emailConfirmedAt) || (Boolean(user.googleSub) && !user.password);

const toOwner = (user: UserDoc): Owner => ({
  userId: user._id.toHexString(),
  accountId: user.accountId.toHexString(),
  email: user.email,
  emailConfirmed: isConfirmed(user),
  hasPassword: Boolean(user.password),
  sessionVersion: user.sessionVersion ?? 0,
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A link token is `<userId>.<secret>`; only the secret's hash is stored. */
function newConfirmation(userId: ObjectId) {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${userId.toHexString()}.${secret}`, stored: { hash: sha256(secret), expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS) } };
}

const hashPassword = async (password: string, salt = randomBytes(16)) => ({ salt, hash: await scryptAsync(password, salt, KEY_LENGTH) });

/** Users and their accounts: sign-up, sign-in (password, Google), confirmation and sessions. */
export class UsersRepository {
  constructor(
    private readonly users: Collection<UserDoc>,
    private readonly accounts: Collection<AccountDoc>,
  ) {}

  static fromDb(db: Db): UsersRepository {
    return new UsersRepository(db.collection<UserDoc>('users'), db.collection<AccountDoc>('accounts'));
  }

  async ensureIndexes(): Promise<void> {
    await this.users.createIndex({ email: 1 }, { unique: true });
  }

  private async create(user: UserDoc, locale?: Locale): Promise<UserDoc> {
    await this.accounts.insertOne({ _id: user.accountId, ownerUserId: user._id, createdAt: user.createdAt, ...(locale ? { locale } : {}) });
    try {
      await this.users.insertOne(user);
    } catch (error) {
      await this.accounts.deleteOne({ _id: user.accountId });
      throw error;
    }
    return user;
  }

  private newUser(email: string, extra: Partial<UserDoc>): UserDoc {
    return {
      _id: new ObjectId(),
      email,
      accountId: new ObjectId(),
      createdAt: new Date(),
      sessionVersion: 0,
      ...extra,
    };
  }

  /**
   * Google (or dev) sign-in with a verified, normalised email. The first one creates user and
   * account. An unconfirmed password account is taken over: its password and pending link go,
   * its sessions end, and Google owns it. A confirmed one (its owner opened the link) is linked.
   */
  async signInWithGoogle(email: string, sub: string): Promise<Owner> {
    const existing = await this.users.findOne({ email });
    if (existing) {
      if (existing.password && !isConfirmed(existing)) {
        const taken = await this.users.findOneAndUpdate(
          { _id: existing._id },
          { $set: { googleSub: sub, emailConfirmedAt: new Date() }, $unset: { password: '', emailConfirmation: '' }, $inc: { sessionVersion: 1 } },
          { returnDocument: 'after' },
        );
        return toOwner(taken!);
      }
      if (!existing.googleSub) await this.users.updateOne({ _id: existing._id }, { $set: { googleSub: sub } });
      return toOwner(existing);
    }
    try {
      return toOwner(await this.create(this.newUser(email, { googleSub: sub, emailConfirmedAt: new Date() })));
    } catch (error) {
      // Two first sign-ins racing: the other one created the user.
      const raced = (error as { code?: number }).code === 11000 ? await this.users.findOne({ email }) : null;
      if (raced) return toOwner(raced);
      throw error;
    }
  }

  /** Never says whether the address was free: both outcomes pay for one scrypt and end in a mail. */
  async signUp(email: string, password: string, locale?: Locale): Promise<SignUpOutcome> {
    const { salt, hash } = await hashPassword(password);
    const existing = await this.users.findOne({ email });
    const registered = (user: UserDoc): SignUpOutcome => ({ status: 'registered', email, hasPassword: Boolean(user.password), hasGoogle: Boolean(user.googleSub) });
    if (existing) return registered(existing);
    const user = this.newUser(email, { password: { salt: salt.toString('base64'), hash: hash.toString('base64') } });
    const { token, stored } = newConfirmation(user._id);
    user.emailConfirmation = stored;
    try {
      await this.create(user, locale ?? 'en');
    } catch (error) {
      const raced = (error as { code?: number }).code === 11000 ? await this.users.findOne({ email }) : null;
      if (raced) return registered(raced);
      throw error;
    }
    return { status: 'created', email, confirmToken: token };
  }

  /** Opens a mailed link: one use, 48 hours, only for the password account it was made for. */
  async confirmEmail(token: string): Promise<string> {
    const [userId, secret] = token.split('.');
    if (!isObjectIdHex(userId) || !secret) throw new HttpError(400, CONFIRMATION_INVALID, TOKEN_FIELD);
    const user = await this.users.findOne({ _id: new ObjectId(userId) });
    const pending = user?.emailConfirmation;
    const matches = pending && timingSafeEqual(Buffer.from(sha256(secret)), Buffer.from(pending.hash));
    if (!user || !pending || !matches || pending.expiresAt.getTime() < Date.now()) throw new HttpError(400, CONFIRMATION_INVALID, TOKEN_FIELD);
    await this.users.updateOne({ _id: user._id, 'emailConfirmation.hash': pending.hash }, { $set: { emailConfirmedAt: new Date() }, $unset: { emailConfirmation: '' } });
    return user.email;
  }

  /** A new link for the signed-in user (the previous one stops working), or null when nothing needs confirming. */
  async renewConfirmation(userId: string): Promise<{ email: string; confirmToken: string | null; locale: Locale } | null> {
    const user = await this.users.findOne({ _id: new ObjectId(userId) });
    if (!user) return null;
    const locale = (await this.accounts.findOne({ _id: user.accountId }))?.locale ?? 'en';
    if (isConfirmed(user)) return { email: user.email, confirmToken: null, locale };
    const { token, stored } = newConfirmation(user._id);
    await this.users.updateOne({ _id: user._id }, { $set: { emailConfirmation: stored } });
    return { email: user.email, confirmToken: token, locale };
  }

  /** Unknown email and wrong password answer the same; both pay for one scrypt. */
  async logIn(email: string, password: string): Promise<Owner> {
    const user = await this.users.findOne({ email });
    const salt = user?.password ? Buffer.from(user.password.salt, 'base64') : randomBytes(16);
    const expected = user?.password ? Buffer.from(user.password.hash, 'base64') : randomBytes(KEY_LENGTH);
    const { hash } = await hashPassword(password, salt);
    if (!user?.password || !timingSafeEqual(hash, expected)) throw new HttpError(401, LOGIN_FAILED);
    return toOwner(user);
  }

  /**
   * A new password for a password account; the session version goes up, so every
   * existing session ends (the caller gets a new token).
   */
  async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<Owner> {
    const user = await this.users.findOne({ _id: new ObjectId(userId) });
    if (!user?.password) throw new HttpError(409, 'This account signs in with Google and has no password to change.');
    const { hash } = await hashPassword(currentPassword, Buffer.from(user.password.salt, 'base64'));
    if (!timingSafeEqual(hash, Buffer.from(user.password.hash, 'base64'))) throw new HttpError(400, PASSWORD_NOT_CURRENT, CURRENT_PASSWORD_FIELD);
    const next = await hashPassword(newPassword);
    const changed = await this.users.findOneAndUpdate(
      { _id: user._id },
      { $set: { password: { salt: next.salt.toString('base64'), hash: next.hash.toString('base64') } }, $inc: { sessionVersion: 1 } },
      { returnDocument: 'after' },
    );
    return toOwner(changed!);
  }

  /** The caller of an account request as stored now; null when the user is gone. */
  async findOwner(userId: string): Promise<Owner | null> {
    if (!isObjectIdHex(userId)) return null;
    const user = await this.users.findOne({ _id: new ObjectId(userId) });
    return user ? toOwner(user) : null;
  }

  /** The email of the account's owner and the account's language (the owner's mails); null when the account has no user left. */
  async recipientOfAccount(accountId: ObjectId): Promise<AccountRecipient | null> {
    const account = await this.accounts.findOne({ _id: accountId });
    const user = await this.users.findOne(account ? { _id: account.ownerUserId } : { accountId });
    return user ? { email: user.email, locale: account?.locale ?? 'en' } : null;
  }

  /** Ends every session of the user: tokens carry the old version and are refused from now on. */
  async endAllSessions(userId: string): Promise<void> {
    await this.users.updateOne({ _id: new ObjectId(userId) }, { $inc: { sessionVersion: 1 } });
  }
}
