/**
 * `@directpay/shared-ui/phone`: the phone display and `tel:` link formatters,
 * which check numbers with the contracts' phone rule (libphonenumber-js, about
 * 29 KB compressed). Its own entry point and federation singleton (issue 16), so
 * only a page that shows a phone number downloads it.
 */
export * from '#src/formatters/phone';
