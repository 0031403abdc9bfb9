import { Page, useDocumentMeta } from '@directpay/shared-ui';

/** Route entry of /clinic_test/:id (the alternative data source). */
export default function TestProfilePage() {
  useDocumentMeta('Clinic profile (test source)');
  return (
    <Page data-remote="mf_profile">
      <h1>Clinic profile (test source)</h1>
    </Page>
  );
}
