/**
 * The database side of the appointment request jobs. A reminder is claimed (reminderSentAt set
 * where it is absent) in one findOneAndUpdate before its mail, so with several API processes
 * only one process sends it (docs/decisions/0022); an expiry is a compare-and-set of the state.
 */
import type { Collection } from 'mongodb';
import type { StoredAppointment } from './stored-appointment';

/** A business day is at least this long: requests younger cannot be due a reminder. */
const DAY_MS = 24 * 60 * 60_000;

export class AppointmentClaims {
  constructor(private readonly requests: Collection<StoredAppointment>) {}

  /** Unanswered, never reminded, at least a day old, with a window still ahead: those that may be due. */
  reminderCandidates(now: Date, limit: number): Promise<StoredAppointment[]> {
    return this.requests
      .find({ state: 'requested', reminderSentAt: { $exists: false }, requestedAt: { $lte: new Date(now.getTime() - DAY_MS) }, windowsEndAt: { $gt: now } })
      .sort({ requestedAt: 1 })
      .limit(limit)
      .toArray();
  }

  /** Claims a request's reminder: true for the one process whose write set it. */
  async claimReminder(id: StoredAppointment['_id'], now: Date): Promise<boolean> {
    const claimed = await this.requests.findOneAndUpdate({ _id: id, state: 'requested', reminderSentAt: { $exists: false } }, { $set: { reminderSentAt: now } });
    return claimed !== null;
  }

  /** Unanswered requests whose every window has ended. */
  expiredCandidates(now: Date, limit: number): Promise<StoredAppointment[]> {
    return this.requests.find({ state: 'requested', windowsEndAt: { $lte: now } }).sort({ windowsEndAt: 1 }).limit(limit).toArray();
  }

  /** Deletes every request (its note with it) whose last window, and any time set, ended before `cutoff`. */
  async deleteEndedBefore(cutoff: Date): Promise<number> {
    const { deletedCount } = await this.requests.deleteMany({
      windowsEndAt: { $lte: cutoff },
      $or: [{ timeStartsAt: { $exists: false } }, { timeStartsAt: { $lte: cutoff } }],
    });
    return deletedCount;
  }
}
