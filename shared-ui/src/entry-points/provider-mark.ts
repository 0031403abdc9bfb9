/**
 * `@directpay/shared-ui/provider-mark`: the "Verified provider" mark the profile, its doctor
 * dialog and the search card show. Its own entry point and federation singleton: the home page
 * shows no mark, so it downloads neither the component nor its words.
 */
export { VerifiedProviderMark } from '#src/provider-mark/verified-provider-mark';
