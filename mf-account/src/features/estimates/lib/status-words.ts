import type { EstimateStatus } from '@directpay/contracts';

export const STATUS_WORDS: Readonly<Record<EstimateStatus, string>> = { requested: 'Requested', issued: 'Issued', overdue: 'Overdue' };

/** A calendar day ('2026-12-01') in plain words: 'Tue, Dec 1, 2026'. */
export const formatDay = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
