import { nextTask } from './app/next-task';

/**
 * The host starts in three tasks rather than one: evaluating all of main at once
 * (react-dom, shared-ui with styled-components, the host's own modules) is a long
 * task on a phone. The modules are all in main (`eager`: no chunk, no request);
 * each stage evaluates its part, then yields (next-task.ts), so the browser can
 * answer input and paint in between. The host is not a federation container, so
 * these stages are only about the length of each task, not an async boundary.
 */
async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@directpay/shared-ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

start().catch((error: unknown) => console.error('[host] the page could not start', error));
