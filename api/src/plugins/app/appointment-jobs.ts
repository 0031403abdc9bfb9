import fp from 'fastify-plugin';
import { startIntervalJob } from '#src/lib/interval-job';
import { runAppointmentJobs, type AppointmentJobsRun } from '#src/appointments/appointment-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The appointment request jobs; `runOnce` is what the timer calls, and what tests call. */
    appointmentJobs: { runOnce(now?: Date): Promise<AppointmentJobsRun> };
  }
}

/**
 * Reminders, expiries and the retention of appointment requests, every APPOINTMENT_JOBS_EVERY_S
 * in every API process: each mail is claimed in the database first (docs/decisions/0022).
 */
export default fp(
  async (fastify) => {
    const runOnce = (now?: Date) => runAppointmentJobs(fastify, now);
    fastify.decorate('appointmentJobs', { runOnce });
    startIntervalJob(fastify, {
      name: 'appointment jobs',
      everyMs: fastify.config.appointmentJobsEveryMs,
      run: async () => {
        const { reminded, expired } = await runOnce();
        return reminded + expired;
      },
    });
  },
  { name: 'appointment-jobs', dependencies: ['mongodb', 'mailer', 'users-repository', 'appointments-repository'] },
);
