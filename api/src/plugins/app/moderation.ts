import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '#src/lib/http-errors';
import { completePending } from '#src/moderation/decisions';
import { Administrators } from '#src/repositories/moderation/administrators';
import { AuditLog } from '#src/repositories/moderation/audit-log';
import { CasesRepository } from '#src/repositories/moderation/cases-repository';

declare module 'fastify' {
  interface FastifyInstance {
    moderation: { cases: CasesRepository; audit: AuditLog; administrators: Administrators };
    /** After authenticate: 403 unless the caller is an administrator (read fresh). */
    requireAdministrator: (request: FastifyRequest) => Promise<void>;
  }
}

export const NOT_ADMINISTRATOR = 'Only administrators may moderate listings.';

/** Moderation cases, the audit log and the administrator role; a decision a crash interrupted is completed at start. */
export default fp(
  async (fastify) => {
    const cases = new CasesRepository(fastify.mongo.db);
    const audit = new AuditLog(fastify.mongo.db);
    await cases.ensureIndexes();
    await audit.ensureIndexes();
    const administrators = new Administrators(fastify.mongo.db, fastify.config.adminEmails);
    fastify.decorate('moderation', { cases, audit, administrators });
    fastify.decorate('requireAdministrator', async (request: FastifyRequest) => {
      if (!(await administrators.isAdministrator(request.owner))) throw forbidden(NOT_ADMINISTRATOR);
    });
    await completePending(fastify);
  },
  { name: 'moderation', dependencies: ['mongodb', 'mailer', 'clinics-repository', 'users-repository', 'open-data-exports'] },
);
