import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from '@directpay/shared-ui/routing';
import { SiteProviders } from '@directpay/shared-ui';
import { activateLocale, pageInLocale, registerLanguageSwitch } from '@directpay/shared-ui/i18n';
import { localeBase, localeOfPath, LOCALE_TAGS, type Locale } from '@directpay/contracts';
import { AppRoutes } from './app-routes';

/**
 * Everything below the router: the same tree in the browser (App) and in the
 * home page's build-time render (host/src/prerender/render-home.tsx), so the
 * prerendered HTML hydrates without a mismatch.
 */
export function AppTree() {
  return (
    <SiteProviders>
      <AppRoutes />
    </SiteProviders>
  );
}

/**
 * The router's basename is the page's language prefix (`/es`), so every link of the host and
 * the remotes stays in the page's language. A language switch is made in place: the new
 * language's catalogs load first, then the address, the basename and the language change in
 * one render, so the page keeps its state and its scroll.
 */
export function App() {
  const [locale, setLocale] = useState<Locale>(() => localeOfPath(window.location.pathname).locale);

  useEffect(() => {
    return registerLanguageSwitch(async (next) => {
      const url = pageInLocale(next);
      await activateLocale(next).catch(() => undefined);
      // The router learns the new address from a popstate, as for Back, and the listener below
      // gives it the new basename in the same transition, so it never sees one without the other.
      startTransition(() => {
        window.history.replaceState(window.history.state, '', url);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      });
    });
  }, []);

  // Back and Forward may cross a switch (it replaced the address, the entry before keeps the
  // old language's): the page follows the language of the address it lands on. The basename
  // changes in the same transition, in the same event, as the router's location, so the router
  // never sees one without the other (it would draw nothing); the catalogs are loaded already
  // (the page was in that language before the switch), the messages follow as they activate.
  useEffect(() => {
    const follow = () => {
      const landed = localeOfPath(window.location.pathname).locale;
      void activateLocale(landed).catch(() => undefined);
      startTransition(() => setLocale(landed));
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);

  return (
    <BrowserRouter basename={localeBase(locale) || undefined}>
      <AppTree />
    </BrowserRouter>
  );
}
