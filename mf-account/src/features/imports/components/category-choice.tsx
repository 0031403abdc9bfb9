import type { Ref } from 'react';
import { SETUP_CATEGORY_IDS, findCategory } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';
import { Field, FieldError, Hint, Select } from '#src/components/form-controls';
import { useMessages } from '#src/messages';

/** The setup form's categories, in its order, by the label the import takes (9 shows as LASIK). */
const OPTIONS = SETUP_CATEGORY_IDS.map((id) => {
  const category = findCategory(id)!;
  return category.setupLabel ?? category.label;
});

interface Props {
  value: string;
  onChange: (label: string) => void;
  error: string | undefined;
  selectRef: Ref<HTMLSelectElement>;
  disabled: boolean;
}

/** The category of the new locations, asked when the file (a CMS price file) gives none. */
export function CategoryChoice({ value, onChange, error, selectRef, disabled }: Props) {
  const t = useMessages();
  const say = useContractText();
  return (
    <Field>
      <label htmlFor="import-category">{t('import.category')}</label>
      <Select
        id="import-category"
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby="import-category-hint import-category-error"
        aria-invalid={error ? true : undefined}
      >
        <option value="">{t('import.chooseCategory')}</option>
        {OPTIONS.map((label) => (
          <option key={label} value={label}>
            {say.label(label)}
          </option>
        ))}
      </Select>
      <Hint id="import-category-hint">{t('import.categoryHint')}</Hint>
      <FieldError id="import-category-error" message={error} />
    </Field>
  );
}
