import fp from 'fastify-plugin';
import { ClinicImportsRepository, type ImportCaps } from '#src/repositories/clinic-imports/clinic-imports-repository';

declare module 'fastify' {
  interface FastifyInstance {
    clinicImports: ClinicImportsRepository;
  }
}

/** Location imports, written all or nothing; one a crash left half done is undone here at start. */
export default fp<{ caps?: ImportCaps }>(
  async (fastify, { caps }) => {
    const imports = new ClinicImportsRepository(fastify.mongo.db, fastify.clinics, caps);
    await imports.ensureIndexes();
    const undone = await imports.undoStale(new Date());
    if (undone > 0) fastify.log.warn({ imports: undone }, 'imports cut short were undone');
    fastify.decorate('clinicImports', imports);
  },
  { name: 'clinic-imports-repository', dependencies: ['mongodb', 'clinics-repository'] },
);
