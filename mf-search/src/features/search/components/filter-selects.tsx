import { SEARCH_CATEGORY_IDS, findCategory, serviceGroupLabels } from '@directpay/contracts';
import { Field, Select } from './field';

export const searchCategories = SEARCH_CATEGORY_IDS.map((id) => ({ id, label: findCategory(id)?.label ?? String(id) }));

interface Props {
  categoryId: number;
  service: string;
  onCategory: (id: number) => void;
  onService: (service: string) => void;
  /** Desktop says Category/Service; the mobile panel, Categories/Services (as the original). */
  labels?: { category: string; service: string };
}

/** The Category and Service dropdowns (service groups of the chosen category). */
export function FilterSelects({ categoryId, service, onCategory, onService, labels = { category: 'Category', service: 'Service' } }: Props) {
  return (
    <>
      <Field>
        {labels.category}
        <Select value={categoryId} onChange={(e) => onCategory(Number(e.target.value))}>
          {searchCategories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {labels.service}
        <Select value={service} onChange={(e) => onService(e.target.value)}>
          {serviceGroupLabels(categoryId).map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
