/**
 * `@directpay/shared-ui/mutation`: useApiMutation, the one way a component sends
 * a request the user started (a save, a delete, a sign-in, a message). Its own
 * entry point and federation singleton, apart from `query`: the search and a
 * profile read but write nothing on load, and TanStack's mutation observer and
 * this hook would weigh on both. It uses the `query` entry point's QueryClient.
 */
export * from '#src/api/use-api-mutation';
