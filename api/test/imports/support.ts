/** Import requests as an owner's browser sends them: the CSV as the file part of a multipart body. */
import type { FastifyInstance } from 'fastify';
import { IMPORT_COLUMNS } from '@directpay/contracts';
import { multipart, type FilePart, type signIn } from '../owner/helpers';

type Session = Awaited<ReturnType<typeof signIn>>;

/** `category`: the field the owner's choice is sent in, before the file as the page sends it. */
export function importRequest(app: FastifyInstance, owner: Session, csv: string | Buffer, options: { apply?: boolean; filename?: string; contentType?: string; category?: string } = {}) {
  const file: [string, FilePart] = ['file', { filename: options.filename ?? 'locations.csv', contentType: options.contentType ?? 'text/csv', bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) }];
  const body = multipart(options.category === undefined ? [file] : [['category', options.category], file]);
  return app.inject({ method: 'POST', url: options.apply ? '/account/imports' : '/account/imports/preview', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
}

export const HEADER = IMPORT_COLUMNS.map((c) => c.name).join(',');

/** A row of our template from the columns it sets. */
export function row(values: Partial<Record<string, string>>): string {
  return IMPORT_COLUMNS.map((c) => {
    const value = values[c.name] ?? '';
    return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  }).join(',');
}

export const location = (id: string, name: string, extra: Partial<Record<string, string>> = {}) => ({
  external_id: id,
  name,
  category: 'Dental',
  website: 'https://smiles.example.com',
  street: '1 Main St',
  city: 'Provo',
  state: 'UT',
  zip: '84601',
  service: 'Exam, x-ray & cleaning',
  price: '120',
  ...extra,
});

/** Three locations, one service each, with one bad row when asked. */
export function threeLocations(badRow?: Partial<Record<string, string>>): string {
  return [
    HEADER,
    row(location('slc-1', 'Smiles Salt Lake', { city: 'Salt Lake City', zip: '84101' })),
    row(location('provo-1', 'Smiles Provo', badRow)),
    row(location('orem-1', 'Smiles Orem', { city: 'Orem', zip: '84057' })),
    '',
  ].join('\r\n');
}
