import fp from 'fastify-plugin';
import { clinicsInListOrder } from '#src/repositories/clinics/open-data-reads';
import { ExportsRepository } from '#src/repositories/open-data/exports-repository';
import { EXPORT_PROJECTION, type ExportedClinic } from '#src/open-data/export-rows';

declare module 'fastify' {
  interface FastifyInstance {
    openDataExports: ExportsRepository;
  }
}

/** The export files, made on request at most hourly (see exports-repository.ts); a regeneration under way stops on close. */
export default fp(
  async (fastify) => {
    const exports = new ExportsRepository(
      fastify.mongo.db,
      {
        clinics: () => clinicsInListOrder<ExportedClinic>(fastify.clinics, EXPORT_PROJECTION),
        site: (fastify.config.siteOrigins[0] ?? '').replace(/\/$/, ''),
      },
      (error, name) => fastify.log.error({ err: error, file: name }, 'open data export failed; the previous copy is served'),
    );
    fastify.decorate('openDataExports', exports);
    fastify.addHook('onClose', async () => exports.close());
  },
  { name: 'open-data-exports', dependencies: ['mongodb', 'clinics-repository'] },
);
