import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ObjectId } from 'mongodb';
import { startIntervalJob } from '#src/lib/interval-job';
import { publishMarks, runClaimedCheck, type Verification } from '#src/provider-verification/run-check';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { NpiChecksRepository } from '#src/repositories/npi-checks/npi-checks-repository';
import { subjectsOf, type StoredNpiCheck } from '#src/repositories/npi-checks/stored-npi-check';

declare module 'fastify' {
  interface FastifyInstance {
    npiChecks: {
      /** After a clinic or doctor save: queues what changed, then tries those checks at once (briefly). */
      afterSave(clinic: StoredClinic): Promise<void>;
      /** After an import: queues what changed in the account's clinic for the job, which asks the registry within its interval. */
      queue(accountId: ObjectId, clinicId: ObjectId): Promise<void>;
      /** What the timer calls, and what tests call: runs every due check; returns how many the registry answered. */
      runOnce(now?: Date): Promise<number>;
      forClinics(ids: ObjectId[]): Promise<StoredNpiCheck[]>;
      deleteForClinic(id: ObjectId): Promise<void>;
      repository: NpiChecksRepository;
    };
  }
}

/** At most this many checks per run; the rest wait for the next. */
const PER_RUN = 200;
/** A check right after a save waits at most this long, so the owner's save stays quick; the job retries a slower registry. */
const AFTER_SAVE_TIMEOUT_MS = 3000;

/**
 * The NPI checks (docs/decisions/0046): each due check is claimed in the database
 * before the registry is asked, so it runs once whatever the number of API processes;
 * a registry that cannot answer leaves it pending and it is retried with backoff;
 * answered checks come back yearly.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const repository = new NpiChecksRepository(fastify.mongo.db);
    await repository.ensureIndexes();
    const { npiRegistryUrl, npiRegistryTimeoutMs } = fastify.config;
    const v: Verification = { checks: repository, clinics: fastify.clinics, registryUrl: npiRegistryUrl };
    // A claim outlives the slowest lookup, so no second process takes a check still being asked.
    const leaseMs = Math.max(60_000, 3 * npiRegistryTimeoutMs);

    const runOnce = async (now = new Date()) => {
      let answered = 0;
      for (let i = 0; i < PER_RUN; i++) {
        const check = await repository.claim(now, leaseMs);
        if (!check) break;
        if (await runClaimedCheck(v, check, npiRegistryTimeoutMs, now)) answered++;
      }
      return answered;
    };

    const afterSave = async (clinic: StoredClinic) => {
      const now = new Date();
      const { queued } = await repository.sync(clinic._id, subjectsOf(clinic), now);
      // A changed NPI, name or state takes the old mark down before the answer comes.
      await publishMarks(v, clinic._id, now);
      const timeoutMs = Math.min(AFTER_SAVE_TIMEOUT_MS, npiRegistryTimeoutMs);
      await Promise.all(
        queued.map(async (id) => {
          // The same claim as the job's: a check the job has taken already is left to it.
          const check = await repository.claim(now, leaseMs, id);
          if (check) await runClaimedCheck(v, check, timeoutMs, new Date());
        }),
      );
    };

    const queue = async (accountId: ObjectId, clinicId: ObjectId) => {
      const clinic = await fastify.clinics.findForAccount(accountId, clinicId);
      if (!clinic) return;
      const now = new Date();
      if ((await repository.sync(clinicId, subjectsOf(clinic), now)).changed) await publishMarks(v, clinicId, now);
    };

    fastify.decorate('npiChecks', {
      afterSave,
      queue,
      runOnce,
      forClinics: (ids: ObjectId[]) => repository.forClinics(ids),
      deleteForClinic: (id: ObjectId) => repository.deleteForClinic(id),
      repository,
    });
    startIntervalJob(fastify, { name: 'NPI checks', everyMs: fastify.config.npiCheckEveryMs, run: () => runOnce() });
  },
  { name: 'npi-checks', dependencies: ['mongodb', 'clinics-repository'] },
);
