/**
 * SMART Scheduling Links files (contracts' open-data endpoints): the manifest, and the
 * Location and Schedule NDJSON streamed from the public clinics a batch at a time.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { getSchedulingLocations, getSchedulingManifest, getSchedulingSchedules, OPEN_DATA_LICENSE } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { locationOf, SCHEDULING_PROJECTION, schedulesOf, schedulingManifest, type ScheduledClinic } from '#src/open-data/scheduling-links';
import { clinicsInListOrder } from '#src/repositories/clinics/open-data-reads';

/** The polling interval the specification suggests, as a cache lifetime. */
const CACHE_CONTROL = 'public, max-age=300';
const LICENSE_LINK = `<${OPEN_DATA_LICENSE.url}>; rel="license"`;

export function schedulingRoutes(fastify: FastifyInstance): void {
  const site = () => (fastify.config.siteOrigins[0] ?? '').replace(/\/$/, '');

  route(fastify, getSchedulingManifest, {}, async (_request, reply) => {
    reply.header('Cache-Control', CACHE_CONTROL).header('Link', LICENSE_LINK);
    return schedulingManifest(fastify.config.publicUrl, site(), new Date());
  });

  const ndjson = (lines: (clinic: ScheduledClinic, origin: string) => Record<string, unknown>[]) => async (_request: unknown, reply: FastifyReply) => {
    const origin = site();
    const clinics = clinicsInListOrder<ScheduledClinic>(fastify.clinics, SCHEDULING_PROJECTION);
    const text = async function* () {
      for await (const clinic of clinics) for (const resource of lines(clinic, origin)) yield `${JSON.stringify(resource)}\n`;
    };
    return reply.type('application/fhir+ndjson').header('Cache-Control', CACHE_CONTROL).header('Link', LICENSE_LINK).send(Readable.from(text()));
  };
  route(fastify, getSchedulingLocations, {}, ndjson((clinic, origin) => [locationOf(clinic, origin)]));
  route(fastify, getSchedulingSchedules, {}, ndjson(schedulesOf));
}
