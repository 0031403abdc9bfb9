import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntime } from './app/load-runtime';
import { startFirstQuery } from './app/start-first-query';
import { startFirstRemotePage } from './app/start-first-remote-page';

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
  const prerendered = container.firstElementChild !== null && window.location.pathname === '/';
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

loadRuntime()
  .then(() => {
    startFirstQuery(window.location.pathname);
    startFirstRemotePage(window.location.pathname);
  })
  .catch((error: unknown) => console.error('[host] runtime configuration could not be loaded', error))
  .finally(start);
