import { useEffect, useState } from 'react';
import type { AuthProviders } from '@directpay/contracts';
import { fetchProviders } from './auth-api';

/** null while the API is asked which sign-in methods are on. */
export function useProviders(): AuthProviders | null {
  const [providers, setProviders] = useState<AuthProviders | null>(null);
  useEffect(() => {
    let live = true;
    void fetchProviders().then((p) => live && setProviders(p));
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
