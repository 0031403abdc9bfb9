/** The compare page's `ids`: two or three distinct clinic ids; each error names /query/ids. */
import { MAX_COMPARE, MIN_COMPARE } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';

const ID = /^[0-9a-f]{24}$/;

export function parseCompareIds(text: string): string[] {
  const ids = text.split(',').map((id) => id.trim().toLowerCase());
  const bad = ids.find((id) => !ID.test(id));
  if (bad !== undefined) throw badRequest(`ids must be clinic ids (24 hex digits) separated by commas; '${bad.slice(0, 30)}' is not one`, '/query/ids');
  if (new Set(ids).size !== ids.length) throw badRequest('ids must not name the same clinic twice', '/query/ids');
  if (ids.length < MIN_COMPARE || ids.length > MAX_COMPARE) throw badRequest(`ids must name ${MIN_COMPARE} to ${MAX_COMPARE} clinics; it names ${ids.length}`, '/query/ids');
  return ids;
}
