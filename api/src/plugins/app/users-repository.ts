import fp from 'fastify-plugin';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { ObjectId, type Collection } from 'mongodb';
import type { Owner } from '../external/auth';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

interface UserDoc {
  _id: ObjectId;
  email: string;
  accountId: ObjectId;
  googleSub?: string;
  password?: { salt: string; hash: string };
  createdAt: Date;
}

interface AccountDoc {
  _id: ObjectId;
  ownerUserId: ObjectId;
  createdAt: Date;
}

export class HttpError extends Error {
  constructor(
    public statusCode: number,
    public name: string,
    message: string,
  ) {
    super(message);
  }
}

export const LOGIN_FAILED = 'The email or password is not correct.';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>;
  }
}

const toOwner = (user: UserDoc): Owner => ({ userId: user._id.toHexString(), accountId: user.accountId.toHexString(), email: user.email });

function createUsersRepository(users: Collection<UserDoc>, accounts: Collection<AccountDoc>) {
  const create = async (email: string, extra: Partial<UserDoc>): Promise<UserDoc> => {
    const user: UserDoc = { _id: new ObjectId(), email, accountId: new ObjectId(), createdAt: new Date(), ...extra };
    await accounts.insertOne({ _id: user.accountId, ownerUserId: user._id, createdAt: user.createdAt });
    try {
      await users.insertOne(user);
    } catch (error) {
      await accounts.deleteOne({ _id: user.accountId });
      if ((error as { code?: number }).code === 11000) throw new HttpError(409, 'Conflict', 'An account with this email already exists; log in instead.');
      throw error;
    }
    return user;
  };

  return {
    /** Google (or dev) sign-in: the verified email finds the user; the first sign-in creates user and account. */
    async signInWithGoogle(email: string, sub: string): Promise<Owner> {
      const normalized = email.trim().toLowerCase();
      const existing = await users.findOne({ email: normalized });
      if (existing) {
        if (!existing.googleSub) await users.updateOne({ _id: existing._id }, { $set: { googleSub: sub } });
        return toOwner(existing);
      }
      try {
        return toOwner(await create(normalized, { googleSub: sub }));
      } catch (error) {
        // Two first sign-ins racing: the other one created the user.
        const raced = error instanceof HttpError ? await users.findOne({ email: normalized }) : null;
        if (raced) return toOwner(raced);
        throw error;
      }
    },

    async signUp(email: string, password: string): Promise<Owner> {
      const normalized = email.trim().toLowerCase();
      if (await users.findOne({ email: normalized })) {
        throw new HttpError(409, 'Conflict', 'An account with this email already exists; log in instead.');
      }
      const salt = randomBytes(16);
      const hash = await scryptAsync(password, salt, KEY_LENGTH);
      return toOwner(await create(normalized, { password: { salt: salt.toString('base64'), hash: hash.toString('base64') } }));
    },

    /** Unknown email and wrong password answer the same; both pay for one scrypt. */
    async logIn(email: string, password: string): Promise<Owner> {
      const user = await users.findOne({ email: email.trim().toLowerCase() });
      const salt = user?.password ? Buffer.from(user.password.salt, 'base64') : randomBytes(16);
      const expected = user?.password ? Buffer.from(user.password.hash, 'base64') : randomBytes(KEY_LENGTH);
      const actual = await scryptAsync(password, salt, KEY_LENGTH);
      if (!user?.password || !timingSafeEqual(actual, expected)) throw new HttpError(401, 'Unauthorized', LOGIN_FAILED);
      return toOwner(user);
    },
  };
}

export default fp(
  async (fastify) => {
    const users = fastify.mongo.db.collection<UserDoc>('users');
    const accounts = fastify.mongo.db.collection<AccountDoc>('accounts');
    await users.createIndex({ email: 1 }, { unique: true });
    fastify.decorate('usersRepository', createUsersRepository(users, accounts));
  },
  { name: 'users-repository', dependencies: ['mongodb'] },
);
