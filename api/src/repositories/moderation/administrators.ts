/**
 * Who may moderate: the addresses of ADMIN_EMAILS (config; the role cannot be
 * taken from them here) and the accounts granted the role, marked on their user.
 */
import { ObjectId, type Collection, type Db } from 'mongodb';
import type { Administrator } from '@directpay/contracts';
import type { UserDoc } from '#src/repositories/users/users-repository';

export class Administrators {
  private readonly users: Collection<UserDoc>;

  constructor(
    db: Db,
    private readonly fromEnvironment: readonly string[],
  ) {
    this.users = db.collection<UserDoc>('users');
  }

  isFromEnvironment(email: string): boolean {
    return this.fromEnvironment.includes(email);
  }

  /** Read fresh on every request, so a revoked role stops at once. */
  async isAdministrator(user: { userId: string; email: string }): Promise<boolean> {
    if (this.isFromEnvironment(user.email)) return true;
    return Boolean(await this.users.findOne({ _id: new ObjectId(user.userId), administrator: { $exists: true } }, { projection: { _id: 1 } }));
  }

  /** Those of the environment that have an account, then the granted ones, by address. */
  async list(): Promise<Administrator[]> {
    const users = await this.users
      .find({ $or: [{ email: { $in: [...this.fromEnvironment] } }, { administrator: { $exists: true } }] }, { projection: { _id: 1, email: 1 } })
      .sort({ email: 1 })
      .toArray();
    return users.map((u) => ({ userId: u._id.toHexString(), email: u.email, fromEnvironment: this.isFromEnvironment(u.email) }));
  }

  async findUserByEmail(email: string): Promise<Pick<UserDoc, '_id' | 'email' | 'administrator'> | null> {
    return this.users.findOne({ email }, { projection: { _id: 1, email: 1, administrator: 1 } });
  }

  async findUser(id: ObjectId): Promise<Pick<UserDoc, '_id' | 'email' | 'administrator'> | null> {
    return this.users.findOne({ _id: id }, { projection: { _id: 1, email: 1, administrator: 1 } });
  }

  /** Sets the stored role as given; writing it again changes nothing (audit-log.ts). */
  async setGranted(userId: ObjectId, granted: boolean, by: string, at: Date): Promise<void> {
    await this.users.updateOne({ _id: userId }, granted ? { $set: { administrator: { grantedAt: at, grantedBy: by } } } : { $unset: { administrator: '' } });
  }
}
