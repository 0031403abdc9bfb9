/**
 * The contracts' words in a language for the host's server (the page heads it writes), from
 * the contracts' catalog the pages read, with Lingui as the pages and the API use it.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { textValuesIn, type ContractText, type Locale, type PageLanguage } from '@directpay/contracts';
import english from '@directpay/contracts/src/messages/en.json';
import spanish from '@directpay/contracts/src/messages/es.json';

const languages = new Map<Locale, PageLanguage>();

/** A page language for the server: the contracts' messages said in `locale`. */
export function serverLanguage(locale: Locale): PageLanguage {
  let language = languages.get(locale);
  if (!language) {
    // An instance per language, so each says its own without switching a shared one.
    const i18n = setupI18n({ locale, messages: { [locale]: locale === 'es' ? { ...english, ...spanish } : english } });
    i18n.setMessagesCompiler(compileMessage);
    language = { locale, say: (text: ContractText) => i18n._({ id: text.id, values: textValuesIn(text.values, locale) }) };
    languages.set(locale, language);
  }
  return language;
}
