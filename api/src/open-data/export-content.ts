/**
 * The text of an export file, one clinic at a time: CSV rows or NDJSON lines, each carrying
 * the file's stamp (licence, attribution line, generation time) so no row or line travels
 * without them, while a hash takes the data alone (the file's ETag: a new stamp is no new data).
 */
import type { Hash } from 'node:crypto';
import { PassThrough, Readable, type Transform } from 'node:stream';
import { csvStream } from '#src/lib/csv';
import { CSV_HEADERS, csvRowsOf, exportedClinic, exportStamp, type ExportedClinic } from './export-rows';

export interface ExportSource {
  /** Every clinic, a batch at a time. */
  clinics(): AsyncIterable<ExportedClinic>;
  /** The site's origin, for profile URLs and the attribution. */
  site: string;
}

export function exportContent(name: 'clinics.csv.gz' | 'clinics.ndjson.gz', { clinics, site }: ExportSource, now: Date, data: Hash): { source: Readable; format: Transform } {
  const stamp = exportStamp(site, now);
  const stamped = async function* () {
    for await (const doc of clinics()) {
      const clinic = exportedClinic(doc, site);
      data.update(JSON.stringify(clinic));
      yield { ...clinic, ...stamp };
    }
  };
  if (name === 'clinics.csv.gz') {
    const rows = async function* () {
      yield [...CSV_HEADERS];
      for await (const clinic of stamped()) yield* csvRowsOf(clinic);
    };
    return { source: Readable.from(rows()), format: csvStream() };
  }
  const lines = async function* () {
    for await (const clinic of stamped()) yield `${JSON.stringify(clinic)}\n`;
  };
  return { source: Readable.from(lines()), format: new PassThrough() };
}
