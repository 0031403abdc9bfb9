import { Link } from 'react-router-dom';
import { Page, useDocumentMeta } from '@directpay/shared-ui';

export function NotFoundPage() {
  useDocumentMeta('Page not found', 'This page does not exist.');
  return (
    <Page>
      <h1>Page not found</h1>
      <p>We could not find that page.</p>
      <Link to="/">Go to the home page</Link> or <Link to="/search">search clinics</Link>.
    </Page>
  );
}
