import { useEffect, useState } from 'react';
import type { Clinic } from '@directpay/contracts';

export type ClinicLoad =
  | { status: 'loading' }
  | { status: 'ready'; clinic: Clinic }
  /** 404 and 400 (unknown or malformed id) read as not found; other failures too, with a retry. */
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

/** Loads a clinic before the page shows it; a new id or retry starts over. */
export function useClinicLoader(id: string, load: (id: string, signal: AbortSignal) => Promise<Clinic>): ClinicLoad {
  const [state, setState] = useState<ClinicLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(id, controller.signal)
      .then((clinic) => setState({ status: 'ready', clinic }))
      .catch((error: { name?: string; status?: number }) => {
        if (error.name === 'AbortError') return;
        if (error.status === 404 || error.status === 400) setState({ status: 'not-found' });
        else setState({ status: 'error', retry: () => setAttempt((a) => a + 1) });
      });
    return () => controller.abort();
  }, [id, load, attempt]);
  return state;
}
