import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntime } from './app/load-runtime';
import { startFirstQuery } from './app/start-first-query';
import { startFirstRemotePage } from './app/start-first-remote-page';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { localeOfPath } from '@directpay/contracts';

// React logs an error a boundary caught with no context; name it, so a log (and
// the browser tests, which fail on it) says what happened.
const options: RootOptions = {
  onCaughtError: (error, info) => console.error('[react] an error boundary caught', error, info.componentStack),
};

const container = document.getElementById('root')!;

/**
 * The home page arrives rendered (the host's server puts the build-time markup
 * of `/` in #root, scripts/host-page.ts): React hydrates it, so what is already
 * painted stays and becomes interactive. Any other page starts empty and is
 * rendered. Both run as a transition, so React yields to the browser every few
 * milliseconds instead of holding the main thread for the whole first render.
 */
function start() {
  const prerendered = container.firstElementChild !== null && localeOfPath(window.location.pathname).path === '/';
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, <App />, {
        ...options,
        onRecoverableError: (error, info) => console.error('[react] hydration of the prerendered page failed', error, info.componentStack),
      });
    });
    return;
  }
  container.replaceChildren();
  const root = createRoot(container, options);
  startTransition(() => root.render(<App />));
}

// The page's language comes from its path; its catalogs are loaded before the first render.
const language = activateLocale(localeOfPath(window.location.pathname).locale).catch((error: unknown) =>
  console.error('[host] the messages of the page language could not be loaded', error),
);

Promise.all([loadRuntime(), language])
  .then(() => {
    startFirstQuery(localeOfPath(window.location.pathname).path);
    startFirstRemotePage(localeOfPath(window.location.pathname).path);
  })
  .catch((error: unknown) => console.error('[host] runtime configuration could not be loaded', error))
  .finally(start);
