import { Link, useLocation } from '@directpay/shared-ui/routing';
import { useMessages } from './messages';
import { Page, useDocumentMeta } from '@directpay/shared-ui';

/**
 * An address under this remote's prefix that none of its routes knows: the
 * remote's router owns everything below the prefix, so it answers the 404
 * itself, inside the host's layout.
 */
export function RouteNotFound({ remote }: { /** The remote's federation name, marked on the page like its other pages. */ remote: string }) {
  const t = useMessages();
  const { pathname } = useLocation();
  useDocumentMeta(t('notFound.title'), t('notFound.description'));
  return (
    <Page data-remote={remote}>
      <section aria-labelledby="not-found-title" style={{ textAlign: 'center', padding: '3rem 0' }}>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p>{t.rich('notFound.body', { code: (text) => <code translate="no">{text}</code> }, { path: pathname })}</p>
        <p>
          <Link to="/">{t('notFound.home')}</Link> · <Link to="/search">{t('notFound.search')}</Link>
        </p>
      </section>
    </Page>
  );
}
