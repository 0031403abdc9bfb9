/** An owner publishing or unpublishing locations: the clinics, then every copy made while they were public. */
import type { FastifyInstance } from 'fastify';
import type { ObjectId } from 'mongodb';

/**
 * Sets those of `ids` that are this account's to public or unpublished. Only the
 * owner's own states move: a moderator's (closed, suspended) stays. Once a clinic
 * leaves the public ones, no open data export made before is served again.
 */
export async function setClinicsPublished(fastify: FastifyInstance, accountId: ObjectId, ids: ObjectId[], published: boolean): Promise<number> {
  const changed = published
    ? await fastify.clinics.setVisibility(accountId, ids, 'unpublished', 'public')
    : await fastify.clinics.setVisibility(accountId, ids, 'public', 'unpublished');
  // Rejoining also changes the export: it is made again on the next request rather than within the hour.
  if (changed > 0) await fastify.openDataExports.withdraw();
  return changed;
}
