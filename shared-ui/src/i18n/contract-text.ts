/**
 * The contracts' words (price stamps, marks, catalog labels, problems) in the page's language.
 * Contracts names a message and its values (`ContractText`, contracts/src/contract-text.ts)
 * and carries no i18n library; its catalog is registered here, on the page's one instance,
 * under the 'contracts' namespace.
 */
import { joinWordsIn, textValuesIn, type ContractText, type Locale } from '@directpay/contracts';
import english from '@directpay/contracts/src/messages/en.json';
import { defineMessages } from './define-messages';
import { labelsIn } from './catalog-labels';
import { pseudoLocale } from './i18n';
import { pseudoFormatted } from './pseudo';

const contracts = defineMessages('contracts', english, { es: () => import('@directpay/contracts/src/messages/es.json') });

export interface SayContractText {
  /** A contracts message in the page's language. */
  (text: ContractText): string;
  /** A catalog label ('Dental', 'Office visit') in the page's language; other words (an owner's) as they are. */
  label(label: string): string;
  /** A category's label by id, as search ('Eye care') or the setup form ('LASIK') shows it; '' for an unknown id. */
  category(categoryId: number, form?: 'search' | 'setup'): string;
  /** Messages joined as a list: 'name, phone and hours', 'el nombre, el teléfono y el horario'. */
  list(texts: readonly ContractText[]): string;
  /** The language these words are said in. */
  locale: Locale;
}

type Translator = (id: keyof typeof english & string, values?: Record<string, string | number>) => string;

const sayers = new Map<Locale, SayContractText>();

/** One sayer per language (every translator of a catalog reads the page's one Lingui instance). */
function sayerFor(locale: Locale, translate: Translator): SayContractText {
  let say = sayers.get(locale);
  if (!say) {
    // In the pseudo-locale, the dates a formatter writes in English are marked as passed through this layer.
    const mark = pseudoLocale() && locale === 'en' ? pseudoFormatted : undefined;
    const sayText = ((text: ContractText) => translate(text.id, textValuesIn(text.values, locale, mark))) as SayContractText;
    const labels = labelsIn(locale, (id) => translate(id as keyof typeof english & string));
    sayText.label = labels.label;
    sayText.category = labels.category;
    sayText.list = (texts) => joinWordsIn(texts.map(sayText), locale);
    sayText.locale = locale;
    say = sayText;
    sayers.set(locale, say);
  }
  return say;
}

/** The contracts' words in the page's language; the component renders again when it changes. */
export function useContractText(): SayContractText {
  const t = contracts.useMessages();
  return sayerFor(t.locale, t);
}

/**
 * The contracts' words outside a component (a form's check): in the page's language once the
 * catalog is loaded in it (the host loads every registered catalog before a page shows), else English.
 */
export function contractTextNow(): SayContractText {
  return sayerFor(contracts.t.locale, contracts.t);
}
