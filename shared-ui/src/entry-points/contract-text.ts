/**
 * `@directpay/shared-ui/contract-text`: the contracts' words (price stamps, marks, problems,
 * labels) in the page's language, with the contracts' English catalog. Its own entry point and
 * federation singleton: the home page shows none of these words (its labels come from
 * `useCatalogLabels` in the i18n entry point), so it does not download the catalog.
 */
export { useContractText, contractTextNow, type SayContractText } from '#src/i18n/contract-text';
