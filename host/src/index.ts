import { nextTask } from './app/next-task';

/**
 * The host starts in three tasks rather than one (issue 16). Evaluating all of
 * main at once (react-dom, then shared-ui with styled-components, then the
 * host's own modules) was one task of 150-300 ms on a phone, the largest part
 * of the pages' blocking time. The modules are all in main (`eager`: no chunk,
 * no request); each stage evaluates its part, then yields (next-task.ts), so the
 * browser can answer input and paint in between.
 *
 * The host is not a federation container (src/remotes/federation.ts), so it
 * needs no async boundary for its shared modules: these stages are only about
 * the length of each task.
 */
async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@directpay/shared-ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

start().catch((error: unknown) => console.error('[host] the page could not start', error));
