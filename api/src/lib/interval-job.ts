/**
 * A background job in the API process on a timer: first at most a minute
 * after start, then every `everyMs` after the previous run ended. Runs
 * must be safe in several processes at once (each claims its work in
 * the database before acting: docs/decisions/0022).
 */
import type { FastifyInstance } from 'fastify';

const FIRST_RUN_MS = 60_000;

export function startIntervalJob(fastify: FastifyInstance, job: { name: string; everyMs: number; run(): Promise<number> }): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const tick = () => {
    job
      .run()
      .then((done) => done > 0 && fastify.log.info({ done }, `${job.name} sent`))
      .catch((error: unknown) => fastify.log.error(error, `${job.name} failed`))
      .finally(() => {
        if (!closed) timer = setTimeout(tick, job.everyMs).unref();
      });
  };
  fastify.addHook('onReady', async () => {
    timer = setTimeout(tick, Math.min(FIRST_RUN_MS, job.everyMs)).unref();
  });
  fastify.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
