/**
 * Where a field of the saved clinic lives in the wizard: its step, and its form
 * row. Rows the owner left switched off (services) or empty (insurances,
 * specialties) are not sent, so the request's `services/2` can be form row 5:
 * sentRows keeps, for each list, the form row of every sent row.
 */
import type { ClinicDraft } from './clinic-draft';

export type SentRows = Record<'services' | 'insurances' | 'specialties', number[]>;

const rowsWhere = <T>(items: T[], sent: (item: T) => boolean) => items.flatMap((item, row) => (sent(item) ? [row] : []));

/** The same filters as draftToPayload, as form row numbers in sent order. */
export function sentRows(draft: ClinicDraft): SentRows {
  return {
    services: rowsWhere(draft.services, (s) => s.enabled),
    insurances: rowsWhere(draft.insurances, (i) => i.name.trim() !== ''),
    specialties: rowsWhere(draft.specialties, (s) => s.name.trim() !== ''),
  };
}

/**
 * A request path ('services.2.price') as the form path of the same field ('services.5.price').
 * A bundle's item ('services.2.includes.3') is a line of the row's one text field ('services.5.includes').
 */
export function formPathOf(requestPath: string, rows: SentRows): string {
  const [list, index, ...rest] = requestPath.split('.');
  const item = (list === 'services' || list === 'otherServices') && (rest[0] === 'includes' || rest[0] === 'excludes');
  const field = item ? rest.slice(0, 1) : rest;
  const row = list in rows && index !== undefined ? rows[list as keyof SentRows][Number(index)] : undefined;
  return [list, ...(index === undefined ? [] : [String(row ?? index)]), ...field].join('.');
}

const STEP_OF_DETAIL: Record<string, number> = { name: 1, website: 2, emailAddress: 2, phoneNumber: 2, acceptingNewPatients: 2, description: 5, descriptionEs: 2 };

const STEP_OF_TOP: Record<string, number> = {
  id: 10,
  categoryId: 1,
  images: 3,
  address: 4,
  insurances: 6,
  services: 7,
  otherServices: 7,
  specialties: 8,
  hours: 9,
  appointments: 9,
  npi: 2,
  tin: 2,
  einInFileNames: 2,
};

/** The step that shows a form path; 10 (Confirm) for anything else. */
export function stepOf(formPath: string): number {
  const [top, second] = formPath.split('.');
  if (top === 'detail') return STEP_OF_DETAIL[second] ?? 10;
  return STEP_OF_TOP[top] ?? 10;
}
