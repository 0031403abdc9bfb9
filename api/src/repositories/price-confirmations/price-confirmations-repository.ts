/**
 * Writes to the clinics collection that only touch confirmation dates: the owner's "Confirm prices are current" and the reminder job's
 * claim. Neither changes a price, so the search keys and marker clusters the
 * clinics repository maintains stay as they are.
 */
import type { Collection, Db, Filter, ObjectId } from 'mongodb';
import { PRICE_REMINDER_EVERY_MONTHS, PRICE_REMINDER_MONTHS, addMonths } from '@directpay/contracts';
import { confirmServices, pricesConfirmedAtOf } from '#src/repositories/clinics/price-confirmation';
import { CLINICS_COLLECTION, revised, type StoredClinic } from '#src/repositories/clinics/stored-clinic';

export type ConfirmOutcome = { status: 'confirmed'; clinic: StoredClinic } | { status: 'not-found' } | { status: 'conflict' };

export class PriceConfirmationsRepository {
  readonly clinics: Collection<StoredClinic>;

  constructor(db: Db) {
    this.clinics = db.collection<StoredClinic>(CLINICS_COLLECTION);
  }

  /**
   * Confirms every priced service of the account's clinic at `now`. Written only
   * if the clinic has not changed since it was read (its updatedAt), so a save
   * racing with it is never overwritten with the old services.
   */
  async confirmAll(accountId: ObjectId, clinicId: ObjectId, now: Date): Promise<ConfirmOutcome> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await this.clinics.findOne({ _id: clinicId, accountId });
      if (!current) return { status: 'not-found' };
      const services = confirmServices(current.services, now);
      const otherServices = confirmServices(current.otherServices, now);
      const $set = { services, otherServices, pricesConfirmedAt: pricesConfirmedAtOf({ services, otherServices }), ...revised(now) };
      const saved = await this.clinics.findOneAndUpdate({ _id: clinicId, accountId, updatedAt: current.updatedAt }, { $set }, { returnDocument: 'after' });
      if (saved) return { status: 'confirmed', clinic: saved };
    }
    return { status: 'conflict' };
  }

  /** Clinics due a reminder at `now`: prices confirmed 11+ months ago, no reminder in the last month. */
  dueFilter(now: Date): Filter<StoredClinic> {
    return {
      pricesConfirmedAt: { $lte: addMonths(now, -PRICE_REMINDER_MONTHS) },
      $or: [{ priceReminderAt: { $exists: false } }, { priceReminderAt: { $lte: addMonths(now, -PRICE_REMINDER_EVERY_MONTHS) } }],
    };
  }

  /**
   * Claims the next clinic due a reminder: its priceReminderAt is set to `now`
   * in the same atomic update that finds it, before any mail is sent. Two
   * processes (or a restart) can never claim one clinic twice in a month; a
   * crash between claim and mail loses that month's reminder rather than
   * sending it twice.
   */
  async claimNextDue(now: Date): Promise<StoredClinic | null> {
    return this.clinics.findOneAndUpdate(this.dueFilter(now), { $set: { priceReminderAt: now } }, { returnDocument: 'after' });
  }
}
