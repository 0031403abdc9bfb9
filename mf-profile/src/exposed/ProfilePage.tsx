import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiFetch, Page, PageLoading, useDocumentMeta } from '@directpay/shared-ui';
import type { Clinic } from '@directpay/contracts';

/** Route entry of /clinic/:id. The profile issue fills in every section. */
export default function ProfilePage() {
  const { id = '' } = useParams();
  const [clinic, setClinic] = useState<Clinic | null | undefined>(undefined);
  useDocumentMeta(clinic ? clinic.detail.name : 'Clinic profile');
  useEffect(() => {
    apiFetch<{ result: Clinic }>(`/clinics/${encodeURIComponent(id)}`)
      .then((r) => setClinic(r.result))
      .catch(() => setClinic(null));
  }, [id]);
  return (
    <Page data-remote="mf_profile">
      {clinic === undefined && <PageLoading label="Loading clinic…" />}
      {clinic === null && <h1>Clinic not found</h1>}
      {clinic && <h1>{clinic.detail.name}</h1>}
    </Page>
  );
}
