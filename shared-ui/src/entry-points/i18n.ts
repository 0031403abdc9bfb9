/**
 * `@directpay/shared-ui/i18n`: the page's language, its message catalogs (Lingui, one
 * instance for the host and every remote: this entry point is a federation singleton) and
 * formatting by language with `Intl`.
 */
export { defineMessages, type MessageTags, type MessageValues, type Translate } from '#src/i18n/define-messages';
export { activateLocale, currentLocale, pseudoLocale } from '#src/i18n/i18n';
export { useFormat, useLocale, formattersFor, type Formatters } from '#src/i18n/use-locale';
export { registerLanguageSwitch, switchLanguage, rememberLocale, rememberedLocale, pageInLocale } from '#src/i18n/language-switch';
export { PSEUDO_STORAGE_KEY, pseudoMessages, pseudoText } from '#src/i18n/pseudo';
export { useContractText, contractTextNow, type SayContractText } from '#src/i18n/contract-text';
