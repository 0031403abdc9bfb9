/**
 * The owner's metrics of appointment requests: per clinic and month (in the clinic's time zone),
 * how many were made, how many were confirmed, and the median minutes to the clinic's first answer.
 * The database groups (an aggregation both MongoDB and the embedded engine run); the minutes and
 * their median are taken here from each group's pushed times, as $median needs a recent MongoDB.
 */
import type { Collection, ObjectId } from 'mongodb';
import type { AppointmentState } from '@directpay/contracts';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';

/** States a request reaches only through a confirmed time. */
const CONFIRMED: AppointmentState[] = ['confirmed', 'fulfilled', 'noshow'];
/** At most this many clinic-months in one answer (about a year of a large account). */
const MAX_ROWS = 5_000;

export interface AppointmentMetricsRow {
  clinicId: string;
  month: string;
  requests: number;
  confirmed: number;
  confirmedShare: number;
  medianFirstAnswerMinutes: number | null;
}

interface Grouped {
  _id: { clinicId: ObjectId; month: string };
  requests: number;
  confirmed: number;
  answers: { requestedAt: Date; firstAnsweredAt?: Date | null }[];
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The account's rows, newest month first, then by clinic. */
export async function appointmentMetrics(requests: Collection<StoredAppointment>, accountId: ObjectId, clinicId?: ObjectId): Promise<AppointmentMetricsRow[]> {
  const grouped = await requests
    .aggregate<Grouped>([
      { $match: { accountId, ...(clinicId ? { clinicId } : {}) } },
      {
        $project: {
          clinicId: 1,
          month: { $dateToString: { format: '%Y-%m', date: '$requestedAt', timezone: '$timeZone' } },
          confirmed: { $cond: [{ $in: ['$state', CONFIRMED] }, 1, 0] },
          requestedAt: 1,
          firstAnsweredAt: 1,
        },
      },
      { $group: { _id: { clinicId: '$clinicId', month: '$month' }, requests: { $sum: 1 }, confirmed: { $sum: '$confirmed' }, answers: { $push: { requestedAt: '$requestedAt', firstAnsweredAt: '$firstAnsweredAt' } } } },
      { $sort: { '_id.month': -1, '_id.clinicId': 1 } },
      { $limit: MAX_ROWS },
    ])
    .toArray();
  return grouped.map((row) => ({
    clinicId: row._id.clinicId.toHexString(),
    month: row._id.month,
    requests: row.requests,
    confirmed: row.confirmed,
    confirmedShare: row.requests ? row.confirmed / row.requests : 0,
    medianFirstAnswerMinutes: median(row.answers.flatMap(({ requestedAt, firstAnsweredAt }) => (firstAnsweredAt instanceof Date ? [(firstAnsweredAt.getTime() - requestedAt.getTime()) / 60_000] : []))),
  }));
}
