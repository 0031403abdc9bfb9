import { Page, useDocumentMeta } from '@directpay/shared-ui';

/** Route entry of /clinic/:id/prices. */
export default function PricesPage() {
  useDocumentMeta('Cash prices');
  return (
    <Page data-remote="mf_profile">
      <h1>Cash prices</h1>
    </Page>
  );
}
