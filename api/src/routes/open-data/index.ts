import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ObjectId } from 'mongodb';
import {
  CMS_HPT_VERSION,
  getClinicsCsvExport,
  getClinicsNdjsonExport,
  getOpenDataPackage,
  getStandardChargesCsv,
  getStandardChargesJson,
  getStandardChargesWideCsv,
  listPriceFiles,
  OPEN_DATA_LICENSE,
} from '@directpay/contracts';
import { isNotModified } from '#src/lib/conditional-get';
import { HttpError, notFound } from '#src/lib/http-errors';
import { route } from '#src/lib/route';
import { createHash } from 'node:crypto';
import { openDataPackage } from '#src/open-data/data-package';
import { priceFileName } from '#src/open-data/price-file-facts';
import { standardChargesCsv, standardChargesJson, standardChargesWideCsv } from '#src/open-data/standard-charges';
import { priceFileEntries } from '#src/repositories/clinics/open-data-reads';
import { EXPORT_NAMES, type ExportFile, type ExportName } from '#src/repositories/open-data/exports-repository';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { schedulingRoutes } from './scheduling';

/** Files change with the data: a cached copy is checked again after five minutes. */
const CACHE_CONTROL = 'public, max-age=300';
const LICENSE_LINK = `<${OPEN_DATA_LICENSE.url}>; rel="license"`;
const NO_FILE = 'This clinic has no price file: it lists no price above zero, or its state is not a US state or territory code';

/**
 * Open price data (contracts/src/endpoints/open-data.ts): the list of price
 * files, each clinic's files in CMS's layout, and the gzip exports.
 */
const openDataRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, listPriceFiles, {}, async (request) =>
    priceFileEntries(
      fastify.clinics,
      { after: request.query.after, limit: request.query.limit ?? 50 },
      { publicUrl: fastify.config.publicUrl, contact: { name: 'DirectPay Clinics', email: fastify.config.siteEmail } },
    ),
  );

  /**
   * Answers a clinic's file, made by `make` (undefined: the clinic has none, a 404 that no cache
   * keeps), or a 304 when the caller's copy is current. The file is made from the clinic alone: its
   * revision (new on every write) and the template's version say which copy it is.
   */
  const clinicFile = async <F>(id: string, request: Parameters<typeof isNotModified>[0], reply: FastifyReply, make: (doc: StoredClinic) => F | undefined) => {
    const doc = await fastify.clinics.findPublic(new ObjectId(id));
    if (!doc) throw notFound('No clinic has this id');
    const file = make(doc);
    if (file === undefined) throw notFound(NO_FILE);
    const etag = `"cms-${CMS_HPT_VERSION}-${(doc.revision ?? doc._id).toHexString()}-${doc.updatedAt.getTime().toString(36)}"`;
    reply.header('Cache-Control', CACHE_CONTROL).header('Link', LICENSE_LINK);
    const fresh = isNotModified(request, reply, { etag, lastModified: doc.updatedAt });
    return { doc, file: fresh ? undefined : file };
  };

  route(fastify, getStandardChargesJson, {}, async (request, reply) => {
    const { doc, file } = await clinicFile(request.params.id, request, reply, standardChargesJson);
    if (!file) return reply.code(304).send(null);
    reply.header('Content-Disposition', `inline; filename="${priceFileName(doc, 'json')}"`);
    return file;
  });

  route(fastify, getStandardChargesCsv, {}, async (request, reply) => {
    const { doc, file } = await clinicFile(request.params.id, request, reply, standardChargesCsv);
    if (!file) return reply.code(304).send(null);
    return (reply as FastifyReply)
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${priceFileName(doc, 'csv')}"`)
      .send(Buffer.from(file));
  });

  // CMS's name pattern allows any name part: the wide file's ends in -wide, so it never overwrites the tall one.
  route(fastify, getStandardChargesWideCsv, {}, async (request, reply) => {
    const { doc, file } = await clinicFile(request.params.id, request, reply, standardChargesWideCsv);
    if (!file) return reply.code(304).send(null);
    const name = priceFileName(doc, 'csv').replace(/_standardcharges\.csv$/, '-wide_standardcharges.csv');
    return (reply as FastifyReply)
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(Buffer.from(file));
  });

  /** The copy of a file to serve, or a 503 while its first copy is made. */
  const currentFile = async (name: ExportName, reply: FastifyReply): Promise<ExportFile> => {
    const file = await fastify.openDataExports.current(name);
    if (file) return file;
    reply.header('Retry-After', '60');
    throw new HttpError(503, `The first copy of ${name} is still being made: try again in a minute`);
  };

  const exportRoute = (name: ExportName) => async (request: Parameters<typeof isNotModified>[0], reply: FastifyReply) => {
    const file = await currentFile(name, reply);
    reply.header('Cache-Control', CACHE_CONTROL).header('Link', LICENSE_LINK);
    if (isNotModified(request, reply, { etag: file.etag, lastModified: file.lastModified })) return reply.code(304).send(null);
    // Bytes as stored (BinaryBody-like): a stream Fastify sends without serializing.
    return reply
      .type('application/gzip')
      .header('Content-Length', file.length)
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(fastify.openDataExports.open(file));
  };
  route(fastify, getClinicsCsvExport, {}, exportRoute('clinics.csv.gz'));
  route(fastify, getClinicsNdjsonExport, {}, exportRoute('clinics.ndjson.gz'));

  // Beside the files it describes, cached like them: it changes when one of them does.
  route(fastify, getOpenDataPackage, {}, async (request, reply) => {
    const [csv, ndjson] = await Promise.all(EXPORT_NAMES.map((name) => currentFile(name, reply)));
    const site = (fastify.config.siteOrigins[0] ?? '').replace(/\/$/, '');
    const etag = `"dp-${createHash('sha256').update(`${site} ${csv.etag} ${csv.lastModified.getTime()} ${ndjson.etag} ${ndjson.lastModified.getTime()}`).digest('base64url').slice(0, 32)}"`;
    const lastModified = new Date(Math.max(csv.lastModified.getTime(), ndjson.lastModified.getTime()));
    reply.header('Cache-Control', CACHE_CONTROL).header('Link', LICENSE_LINK);
    if (isNotModified(request, reply, { etag, lastModified })) return reply.code(304).send(null);
    return openDataPackage(site, { 'clinics.csv.gz': csv, 'clinics.ndjson.gz': ndjson });
  });

  schedulingRoutes(fastify);
};

export default openDataRoutes;
