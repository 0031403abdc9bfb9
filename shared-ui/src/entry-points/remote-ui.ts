/**
 * `@directpay/shared-ui/remote-ui`: components and formatters that only the remotes' pages
 * show (the not-found page of a remote's routes, a carousel, a price's bundle and code,
 * opening hours, phone numbers, a map's motion), with their catalog. Unlike the other entry
 * points it is not a federation singleton: it holds no state and takes what it needs of the
 * main entry through the package name, so each remote bundles the parts it uses
 * (scripts/webpack/shared-modules.ts), and the host's first script, which carries the main
 * entry whole for the remotes, carries none of it.
 */
export * from '#src/components/route-not-found';
export * from '#src/components/paged-carousel';
export * from '#src/components/service-bundle';
export * from '#src/formatters/hours';
export * from '#src/formatters/use-hours-format';
export * from '#src/formatters/phone';
export * from '#src/components/use-media-query';
export * from '#src/components/use-map-motion';
