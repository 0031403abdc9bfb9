import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntime } from './app/load-runtime';
import { startFirstQuery } from './app/start-first-query';

// React logs an error a boundary caught with no context; name it, so a log (and
// the browser tests, which fail on it) says what happened.
const root = createRoot(document.getElementById('root')!, {
  onCaughtError: (error, info) => console.error('[react] an error boundary caught', error, info.componentStack),
});

loadRuntime()
  .then(() => startFirstQuery(window.location.pathname))
  .catch((error: unknown) => console.error('[host] runtime configuration could not be loaded', error))
  .finally(() => root.render(<App />));
