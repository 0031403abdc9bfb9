// Endpoints by name rather than through `endpoints`, an object that reaches every endpoint of the API.
import { getClinic, getTestClinic, type Clinic } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { toClinic } from '../api/get-test-clinic';

export type ClinicLoad =
  | { status: 'loading' }
  | { status: 'ready'; clinic: Clinic }
  /** 404 and 400 (unknown or malformed id) read as not found; other failures too, with a retry. */
  | { status: 'not-found' }
  /** 410: the moderators suspended the listing. */
  | { status: 'gone' }
  | { status: 'error'; retry: () => void };

/** Where a clinic comes from: the public profile, or the alternative test source (spec section 7). */
export type ClinicSource = 'public' | 'test';

// A failure is shown at once with its own Try again, so the query does not retry by itself; nor does
// it ask again on mount for an answer that already failed (the host's head start for the first page,
// a missing clinic's 404): one request per clinic, and Try again asks anew.
const once = { retry: false, retryOnMount: false } as const;

/** Loads a clinic before the page shows it, through the contracts' endpoint of its source; a new id starts over. */
export function useClinicLoader(id: string, source: ClinicSource): ClinicLoad {
  const input = { params: { id } };
  const publicQuery = useEndpointQuery(getClinic, source === 'public' ? input : null, once);
  const testQuery = useEndpointQuery(getTestClinic, source === 'test' ? input : null, once);
  const query = source === 'public' ? publicQuery : testQuery;
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const status = query.error.status;
    if (status === 410) return { status: 'gone' };
    return status === 404 || status === 400 ? { status: 'not-found' } : { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'ready', clinic: publicQuery.data?.result ?? toClinic(testQuery.data!) };
}
