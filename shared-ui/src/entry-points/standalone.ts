/**
 * `@directpay/shared-ui/standalone`: the shell a remote runs in on its own (`npm run dev -w
 * <remote>`), with its development sign-in. Its own entry point: no page inside the host
 * downloads it.
 */
export * from '#src/standalone/standalone-shell';
