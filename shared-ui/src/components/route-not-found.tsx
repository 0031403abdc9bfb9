import { Link, useLocation } from '@directpay/shared-ui/routing';
import { Page } from './page';
import { useDocumentMeta } from './use-document-meta';

/**
 * An address under this remote's prefix that none of its routes knows: the
 * remote's router owns everything below the prefix, so it answers the 404
 * itself, inside the host's layout.
 */
export function RouteNotFound({ remote }: { /** The remote's federation name, marked on the page like its other pages. */ remote: string }) {
  const { pathname } = useLocation();
  useDocumentMeta('Page not found', 'This page does not exist. Search clinics or go back to the home page.');
  return (
    <Page data-remote={remote}>
      <section aria-labelledby="not-found-title" style={{ textAlign: 'center', padding: '3rem 0' }}>
        <h1 id="not-found-title">Page not found</h1>
        <p>
          We could not find <code>{pathname}</code>. It may have moved, or the link may be mistyped.
        </p>
        <p>
          <Link to="/">Go to the home page</Link> · <Link to="/search">Search clinics</Link>
        </p>
      </section>
    </Page>
  );
}
