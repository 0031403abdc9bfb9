import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRuntime } from './app/load-runtime';

const root = createRoot(document.getElementById('root')!);

loadRuntime()
  .catch((error: unknown) => console.error('[host] runtime configuration could not be loaded', error))
  .finally(() => root.render(<App />));
