/**
 * The catalog's labels (categories, service groups) in the page's language, for pages that
 * show no other contracts words (the home page). English labels are the catalog's own
 * (contracts/src/catalog.ts), so an English page loads no catalog for them; another language
 * reads its labels from the contracts' catalog file, fetched with the page's first label.
 */
import { catalogLabelText, categoryLabelText, findCategory, type Locale } from '@directpay/contracts';
import { defineMessages } from './define-messages';
import { pseudoLocale } from './i18n';
import { pseudoFormatted } from './pseudo';

// No English messages: English labels are the catalog's own.
const labels = defineMessages<Record<string, string>>('contracts-labels', {}, { es: () => import('@directpay/contracts/src/messages/es.json') });

export interface CatalogLabels {
  /** A catalog label ('Dental', 'Office visit') in the page's language; other words (an owner's) as they are. */
  label(label: string): string;
  /** A category's label by id, as search ('Eye care') or the setup form ('LASIK') shows it; '' for an unknown id. */
  category(categoryId: number, form?: 'search' | 'setup'): string;
}

const cache = new Map<Locale, CatalogLabels>();

/**
 * The labels in a language, its words read through `translate` (an id of the contracts'
 * catalog); English needs none. Also behind useContractText's `label` and `category`.
 */
export function labelsIn(locale: Locale, translate: (id: string) => string): CatalogLabels {
  const english = locale === 'en';
  // The pseudo-locale marks English labels too, as they come from this layer.
  const mark = english && pseudoLocale() ? pseudoFormatted : (text: string) => text;
  return {
    label: (label) => {
      const text = catalogLabelText(label);
      if (!text) return label;
      return english ? mark(label) : translate(text.id);
    },
    category: (categoryId, form = 'search') => {
      if (english) {
        const category = findCategory(categoryId);
        const label = (form === 'setup' ? category?.setupLabel : undefined) ?? category?.label;
        return label ? mark(label) : '';
      }
      const text = categoryLabelText(categoryId, form);
      return text ? translate(text.id) : '';
    },
  };
}

/** The catalog's labels in the page's language; the component renders again when it changes. */
export function useCatalogLabels(): CatalogLabels {
  const t = labels.useMessages();
  let found = cache.get(t.locale);
  if (!found) {
    found = labelsIn(t.locale, t);
    cache.set(t.locale, found);
  }
  return found;
}
