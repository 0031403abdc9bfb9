import { useEffect, useState } from 'react';
import { apiFetch, Page, useDocumentMeta } from '@directpay/shared-ui';
import type { ClinicSearchResponse } from '@directpay/contracts';

/** Route entry of /search. The search issue replaces this with the list, map and filters. */
export default function SearchPage() {
  useDocumentMeta('Search clinics', 'Compare cash prices of clinics on a map and a list.');
  const [result, setResult] = useState<ClinicSearchResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<ClinicSearchResponse>('/clinics?categoryId=1', { signal: controller.signal })
      .then(setResult)
      .catch((error: Error) => error.name !== 'AbortError' && setFailed(true));
    return () => controller.abort();
  }, []);
  return (
    <Page $wide data-remote="mf_search">
      <h1>Find clinics</h1>
      {result && <p>{result.total === 1 ? '1 clinic' : `${result.total} clinics`}</p>}
      {failed && <p role="status">Clinics could not be loaded.</p>}
    </Page>
  );
}
