import { useEffect } from 'react';
import { useDocumentMeta } from '@directpay/shared-ui';
import { useLocale } from '@directpay/shared-ui/i18n';
import { useLocation } from '@directpay/shared-ui/routing';
import { LOCALES, LOCALE_TAGS, localizedPath, type Locale } from '@directpay/contracts';

/**
 * A title and description for a route served by a remote, set before the
 * remote loads. Render it before the RemoteMount: sibling effects run in order,
 * so the remote's own, more specific meta still wins.
 */
export function RouteMeta({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return null;
}

/** The head's link of `selector`, made when the server wrote none. */
function headLink(selector: string, attributes: Record<string, string>): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.appendChild(link);
  }
  return link;
}

/**
 * Keeps the head's `hreflang` alternates and canonical URL on the page shown, as the host's
 * server writes them for the first one (scripts/host-page.ts, `languageLinks`): each language's
 * URL of the path without its query, English as `x-default`. The origin is the server's (SITE_URL).
 */
export function LanguageLinks() {
  const { pathname } = useLocation();
  const locale = useLocale();
  useEffect(() => {
    const canonical = headLink('link[rel="canonical"]', { rel: 'canonical' });
    const origin = canonical.href ? new URL(canonical.href).origin : window.location.origin;
    const url = (inLocale: Locale) => `${origin}${localizedPath(pathname, inLocale)}`;
    for (const inLocale of LOCALES) {
      const tag = LOCALE_TAGS[inLocale];
      headLink(`link[rel="alternate"][hreflang="${tag}"]`, { rel: 'alternate', hreflang: tag }).href = url(inLocale);
    }
    headLink('link[rel="alternate"][hreflang="x-default"]', { rel: 'alternate', hreflang: 'x-default' }).href = url('en');
    canonical.href = url(locale);
  }, [pathname, locale]);
  return null;
}
