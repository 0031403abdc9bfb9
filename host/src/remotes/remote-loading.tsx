import { useEffect, useState } from 'react';
import { PageLoading } from '@directpay/shared-ui';

/** After this long, the loading notice says the part is still on its way. */
export const STILL_LOADING_AFTER_MS = 3_000;

/** Suspense fallback of a remote mount: "Loading…", then "Still loading {label}…". */
export function RemoteLoading({ label }: { label: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return <PageLoading label={slow ? `Still loading ${label}…` : undefined} />;
}
