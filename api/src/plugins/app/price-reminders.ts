import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CONFIRM_PRICES_ACTION, PRICE_REMINDER_MONTHS, formatLongDate } from '@directpay/contracts';
import { startIntervalJob } from '#src/lib/interval-job';
import { PriceConfirmationsRepository } from '#src/repositories/price-confirmations/price-confirmations-repository';

declare module 'fastify' {
  interface FastifyInstance {
    priceConfirmations: PriceConfirmationsRepository;
    /** The reminder job; `runOnce` is what the timer calls, and what tests call. */
    priceReminders: { runOnce(now?: Date): Promise<number> };
  }
}

/** At most this many mails per run; the rest wait for the next hour. */
const PER_RUN = 500;

/** Mails the owner of every clinic due a reminder; returns how many were mailed. */
async function runOnce(fastify: FastifyInstance, now = new Date()): Promise<number> {
  let mailed = 0;
  for (let i = 0; i < PER_RUN; i++) {
    const clinic = await fastify.priceConfirmations.claimNextDue(now);
    if (!clinic) break;
    const to = await fastify.usersRepository.emailOfAccount(clinic.accountId);
    if (!to || !clinic.pricesConfirmedAt) continue;
    const site = fastify.config.siteOrigins[0] ?? '';
    await fastify.mailer.send({
      to,
      subject: `Are the prices of ${clinic.detail.name} still current?`,
      text: [
        `The cash prices of ${clinic.detail.name} on DirectPay Clinics were last confirmed ${formatLongDate(clinic.pricesConfirmedAt)}, ${PRICE_REMINDER_MONTHS} or more months ago.`,
        'After 12 months, visitors see them marked "may be out of date".',
        '',
        `If they are still right, choose "${CONFIRM_PRICES_ACTION}" in the clinic's Options menu; if not, edit them:`,
        `${site}/account/clinic-locations`,
        '',
        'You get this reminder at most once a month while the prices are not confirmed.',
        '',
      ].join('\n'),
    });
    mailed++;
  }
  return mailed;
}

/**
 * The 11-month price reminder, a timer in the API process: every
 * PRICE_REMINDER_EVERY_S (an hour), first at most a minute after start. Idempotent across restarts and processes: each
 * clinic is claimed (its priceReminderAt set) atomically before its mail.
 */
export default fp(
  async (fastify) => {
    fastify.decorate('priceConfirmations', new PriceConfirmationsRepository(fastify.mongo.db));
    fastify.decorate('priceReminders', { runOnce: (now?: Date) => runOnce(fastify, now) });
    startIntervalJob(fastify, { name: 'price reminders', everyMs: fastify.config.priceReminderEveryMs, run: () => runOnce(fastify) });
  },
  { name: 'price-reminders', dependencies: ['mongodb', 'mailer', 'users-repository'] },
);
