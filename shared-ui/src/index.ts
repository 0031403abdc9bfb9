/**
 * The main entry of @directpay/shared-ui, loaded by every page. Code that only
 * some pages need has its own entry point (and federation singleton), so it is
 * downloaded only where it is used:
 * - `@directpay/shared-ui/forms`: contractResolver and its helpers;
 * - `@directpay/shared-ui/dialogs`: Radix's Modal and Lightbox, which the main
 *   entry's Modal and Lightbox load when a dialog first opens (apps import them
 *   from the main entry);
 * - `@directpay/shared-ui/query`: the endpoint queries, TanStack Query's hooks
 *   and the page's one QueryClient (ApiQueryProvider);
 * - `@directpay/shared-ui/mutation`: useApiMutation, through which every request
 *   a user starts is sent;
 * - `@directpay/shared-ui/remote-ui`: what only the remotes' pages show (their
 *   not-found page, carousel, bundles, hours, phone numbers, a map's motion),
 *   bundled by each remote rather than shared;
 * - `@directpay/shared-ui/standalone`: the shell of a remote run on its own.
 */
export * from './config/runtime-config';
export * from './session/session-store';
export * from './notices/notice-store';
export * from './notices/notices';
export * from './api/api-client';
export * from './api/endpoint-client';
export * from './theme/theme';
export * from './theme/global-style';
export * from './components/button';
export * from './components/error-boundary';
export * from './components/page-loading';
export * from './components/page';
export * from './components/use-document-meta';
export * from './components/use-after-first-paint';
export * from './formatters/price';
export * from './formatters/compare-names';
export * from './dialogs/lazy-dialogs';
export * from './forms/controls';
export * from './forms/text-field';
export * from './components/site-providers';
