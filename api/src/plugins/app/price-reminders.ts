import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PRICE_REMINDER_MONTHS } from '@directpay/contracts';
import { translatorFor } from '#src/lib/i18n';
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
    const owner = await fastify.usersRepository.recipientOfAccount(clinic.accountId);
    if (!owner || !clinic.pricesConfirmedAt) continue;
    const site = fastify.config.siteOrigins[0] ?? '';
    // In the owner's language; the action is named as the account's menu shows it in that language.
    const { t, date, path } = translatorFor(owner.locale);
    const name = clinic.detail.name;
    await fastify.mailer.send({
      to: owner.email,
      subject: t('prices.subject', { clinic: name }),
      text: [
        t('prices.lastConfirmed', { clinic: name, date: date(clinic.pricesConfirmedAt), months: PRICE_REMINDER_MONTHS }),
        t('prices.outOfDate'),
        '',
        t('prices.howTo', { action: t('prices.confirmAction') }),
        `${site}${path('/account/clinic-locations')}`,
        '',
        t('prices.once'),
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
