import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '#src/lib/interval-job';
import { reminderMail } from '#src/estimates/mails';

declare module 'fastify' {
  interface FastifyInstance {
    /** The estimate reminder job; `runOnce` is what the timer calls, and what tests call. */
    estimateReminders: { runOnce(now?: Date): Promise<number> };
  }
}

/** At most this many mails per run; the rest wait for the next. */
const PER_RUN = 500;

/** Mails the owner of every request whose due day has begun, unissued and never reminded; returns how many were mailed. */
async function runOnce(fastify: FastifyInstance, now = new Date()): Promise<number> {
  let mailed = 0;
  for (let i = 0; i < PER_RUN; i++) {
    const request = await fastify.estimates.claimNextReminder(now);
    if (!request) break;
    const to = await fastify.usersRepository.recipientOfAccount(request.accountId);
    if (!to) continue;
    await fastify.mailer.send(reminderMail(to.email, request, fastify.config.siteOrigins[0] ?? '', to.locale));
    mailed++;
  }
  return mailed;
}

/**
 * One reminder per estimate request, on the morning its estimate is due (the
 * due day's start where the clinic is), every ESTIMATE_REMINDER_EVERY_S. Each
 * request is claimed (reminderSentAt) atomically before its mail, so several
 * API processes and restarts send it once (docs/decisions/0022).
 */
export default fp(
  async (fastify) => {
    fastify.decorate('estimateReminders', { runOnce: (now?: Date) => runOnce(fastify, now) });
    startIntervalJob(fastify, { name: 'estimate reminders', everyMs: fastify.config.estimateReminderEveryMs, run: () => runOnce(fastify) });
  },
  { name: 'estimate-reminders', dependencies: ['mongodb', 'mailer', 'users-repository', 'estimates-repository'] },
);
