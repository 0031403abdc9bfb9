/**
 * Listing reports of a few demo clinics, so `npm start` shows the moderation page at work
 * (the development account is an administrator there). Fictional, like every demo record.
 */
import type { FastifyInstance } from 'fastify';
import type { ListingReportReason } from '@directpay/contracts';
import { demoClinicId } from './demo-clinics';

const DAY_MS = 86_400_000;

const REPORTS: { clinic: number; reason: ListingReportReason; note: string; daysAgo: number; email?: string }[] = [
  { clinic: 2, reason: 'closed', note: 'Demo data: the office looked empty when I went by.', daysAgo: 3, email: 'visitor@example.com' },
  { clinic: 3, reason: 'wrong-address-or-phone', note: 'Demo data: the phone number rings a pizza place.', daysAgo: 2 },
  { clinic: 4, reason: 'wrong-prices', note: 'Demo data: the cleaning was twice the listed price.', daysAgo: 1 },
];

export async function seedDemoReports(fastify: FastifyInstance, now = new Date()): Promise<number> {
  for (const report of REPORTS) {
    await fastify.moderation.cases.insertListingReport({
      clinicId: demoClinicId(report.clinic),
      reason: report.reason,
      note: report.note,
      ...(report.email ? { reporterEmail: report.email } : {}),
      reportedAt: new Date(now.getTime() - report.daysAgo * DAY_MS),
    });
  }
  return REPORTS.length;
}
