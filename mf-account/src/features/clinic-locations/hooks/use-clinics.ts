import { useCallback, useEffect, useState } from 'react';
import type { OwnerClinic } from '@directpay/contracts';
import { ApiRequestError } from '@directpay/shared-ui';
import { listClinics } from '../api/list-clinics';
import { sortClinicsByName } from '../lib/sort-clinics';

export type ClinicsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The API refuses to list clinics (403) until the owner's email is confirmed. */
  | { status: 'unconfirmed' }
  | { status: 'ready'; clinics: OwnerClinic[] };

/** The account's clinics; `reload` is called after a save, delete or doctor change. */
export function useClinics() {
  const [state, setState] = useState<ClinicsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listClinics(controller.signal)
      .then((clinics) => setState({ status: 'ready', clinics: sortClinicsByName(clinics) }))
      .catch((error: Error) => {
        if (error.name === 'AbortError') return;
        if (error instanceof ApiRequestError && error.status === 403) return setState({ status: 'unconfirmed' });
        setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
