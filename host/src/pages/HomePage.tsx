import { Link } from 'react-router-dom';
import { Page, useDocumentMeta } from '@directpay/shared-ui';

export function HomePage() {
  useDocumentMeta('', 'Find clinics and doctors that take cash or direct payment, with clear cash prices.');
  return (
    <Page>
      <h1>Find clinics with clear cash prices</h1>
      <Link to="/search">Find clinics</Link>
    </Page>
  );
}
