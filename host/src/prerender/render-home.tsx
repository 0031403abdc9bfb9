/**
 * The home page rendered to HTML at build time: header, hero,
 * categories, map teaser, accordions and footer, with styled-components' server
 * stylesheet. `/` is the same for every visitor, so the host's server answers it
 * with this markup in #root (scripts/host-page.ts) and the browser paints it
 * before any script runs; host/src/bootstrap.tsx then hydrates it.
 *
 * Built for Node by host/webpack.prerender.ts and run once after the
 * host's build. The imports follow the browser's order (host/src/index.ts evaluates
 * shared-ui, then host/src/app/app.tsx's tree): styled-components numbers its
 * components in the order they are defined, so the server and the browser must
 * define them in the same order for the class names to match.
 */
import { renderToString } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the build-time render runs in Node, one bundle with no federation, where StaticRouter and the façade share one react-router; the façade (a shared module, shipped whole) would carry StaticRouter to every page
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
// Evaluated before the app's tree, as host/src/index.ts does in the browser.
import '@directpay/shared-ui';
import { AppTree } from '#src/app/app';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { localeBase, type Locale } from '@directpay/contracts';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for the head. */
  styleTags: string;
}

/** The home page in a language (`/`, `/es/`), with that language's catalogs loaded first. */
export async function renderHome(locale: Locale): Promise<PrerenderedPage> {
  await activateLocale(locale);
  const base = localeBase(locale);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={`${base}/`} basename={base || undefined}>
          <AppTree />
        </StaticRouter>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
