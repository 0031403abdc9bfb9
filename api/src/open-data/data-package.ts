/**
 * /open-data/datapackage.json: the two export files as a Frictionless Data Package, version 2.0
 * (https://datapackage.org/standard/data-package/): licence, source and attribution, when each
 * copy was made, each file's path beside the descriptor, format, media type, gzip compression,
 * encoding, size and hash, and for the CSV its dialect and Table Schema (export-table-schema.ts).
 * It describes the copies the download URLs serve now, so it changes only when one of them does.
 */
import { OPEN_DATA_LICENSE, openDataAttribution, type OpenDataPackage } from '@directpay/contracts';
import type { ExportFile, ExportName } from '#src/repositories/open-data/exports-repository';
import { EXPORT_FIELDS } from './export-table-schema';

export const DATA_PACKAGE_PROFILE = 'https://datapackage.org/profiles/2.0/datapackage.json';

/** The licence as the specification names it: an Open Definition identifier, its URL and title. */
const LICENSE = { name: 'CC-BY-4.0', path: OPEN_DATA_LICENSE.url, title: OPEN_DATA_LICENSE.title };

const STAMP_NOTE = 'Every row carries the licence, the attribution line and when the file was made.';

/** The descriptor of the copies served now; `site` is the site's origin. */
export function openDataPackage(site: string, files: Record<ExportName, ExportFile>): OpenDataPackage {
  const origin = site.replace(/\/$/, '');
  const csv = files['clinics.csv.gz'];
  const ndjson = files['clinics.ndjson.gz'];
  const fileFacts = (file: ExportFile) => ({
    compression: 'gz' as const,
    encoding: 'utf-8' as const,
    bytes: file.length,
    ...(file.sha256 ? { hash: `sha256:${file.sha256}` } : {}),
    created: file.lastModified.toISOString(),
  });
  return {
    $schema: DATA_PACKAGE_PROFILE,
    name: 'directpay-clinics',
    title: 'DirectPay Clinics: clinic cash prices',
    description:
      'Every clinic listed on DirectPay Clinics with its address, category and cash prices, with billing codes, what each price ' +
      `includes and when the clinic confirmed it. ${openDataAttribution(origin)}`,
    homepage: `${origin}/open-data`,
    // The descriptor changes when a copy does: it is as new as the newer of the two.
    created: new Date(Math.max(csv.lastModified.getTime(), ndjson.lastModified.getTime())).toISOString(),
    licenses: [LICENSE],
    sources: [{ title: 'DirectPay Clinics: the clinics’ own listings', path: `${origin}/open-data` }],
    attribution: openDataAttribution(origin),
    resources: [
      {
        name: 'clinics-csv',
        path: 'clinics.csv.gz',
        type: 'table',
        title: 'Clinics and their cash prices, a row per priced service',
        description: `One row per priced service; one row with empty service cells for a clinic without prices. ${STAMP_NOTE}`,
        format: 'csv',
        mediatype: 'text/csv',
        ...fileFacts(csv),
        dialect: { header: true, delimiter: ',', lineTerminator: '\r\n', quoteChar: '"', doubleQuote: true },
        schema: { fields: [...EXPORT_FIELDS], missingValues: [''] },
      },
      {
        name: 'clinics-ndjson',
        path: 'clinics.ndjson.gz',
        title: 'Clinics and their cash prices, a JSON line per clinic',
        description: `One JSON object per line, a clinic with its priced services inside (the API's OpenDataClinic). Every line carries the licence, the attribution line and when the file was made (license, attribution, generatedAt).`,
        format: 'ndjson',
        mediatype: 'application/x-ndjson',
        ...fileFacts(ndjson),
      },
    ],
  };
}
