import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CONFIRM_PRICES_ACTION, PRICE_REMINDER_MONTHS, formatLongDate } from '@directpay/contracts';
import { PriceConfirmationsRepository } from '#src/repositories/price-confirmations/price-confirmations-repository';

declare module 'fastify' {
  interface FastifyInstance {
    priceConfirmations: PriceConfirmationsRepository;
    /** The reminder job; `runOnce` is what the timer calls, and what tests call. */
    priceReminders: { runOnce(now?: Date): Promise<number> };
  }
}

const FIRST_RUN_MS = 60_000;
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
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const tick = () => {
      runOnce(fastify)
        .then((mailed) => mailed > 0 && fastify.log.info({ mailed }, 'price reminders sent'))
        .catch((error: unknown) => fastify.log.error(error, 'price reminders failed'))
        .finally(() => {
          if (!closed) timer = setTimeout(tick, fastify.config.priceReminderEveryMs).unref();
        });
    };
    fastify.addHook('onReady', async () => {
      timer = setTimeout(tick, Math.min(FIRST_RUN_MS, fastify.config.priceReminderEveryMs)).unref();
    });
    fastify.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  },
  { name: 'price-reminders', dependencies: ['mongodb', 'mailer', 'users-repository'] },
);
