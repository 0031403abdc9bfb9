import { SEARCH_CATEGORY_IDS, findCategory, serviceGroupLabels } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';
import type { SearchFilters } from '../utils/search-state';
import { Field, Select } from './field';
import { englishText, useMessages } from '#src/messages';

export const searchCategories = SEARCH_CATEGORY_IDS.map((id) => ({ id, label: findCategory(id)?.label ?? String(id) }));

/** The category choice of a code search that spans them all (its English words). */
export const ALL_CATEGORIES = englishText('filters.allCategories');

interface Props {
  filters: SearchFilters;
  onCategory: (id: number | null) => void;
  onService: (service: string) => void;
  /** Desktop says Category/Service; the mobile panel, Categories/Services (as the original). */
  labels?: { category: string; service: string };
}

/**
 * The Category and Service dropdowns (service groups of the chosen category). With a
 * billing code, the category may also be every category, which has no service groups.
 */
export function FilterSelects({ filters: { categoryId, service, code }, onCategory, onService, labels }: Props) {
  const t = useMessages();
  const say = useContractText();
  return (
    <>
      <Field>
        {labels?.category ?? t('filters.category')}
        <Select value={categoryId ?? ''} onChange={(e) => onCategory(e.target.value === '' ? null : Number(e.target.value))}>
          {code && <option value="">{t('filters.allCategories')}</option>}
          {searchCategories.map((c) => (
            <option key={c.id} value={c.id}>
              {say.category(c.id)}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {labels?.service ?? t('filters.service')}
        <Select value={service} onChange={(e) => onService(e.target.value)} disabled={categoryId === null}>
          {serviceGroupLabels(categoryId ?? 0).map((label) => (
            <option key={label} value={label}>
              {say.label(label)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
