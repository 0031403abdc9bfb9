import type { ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale } from '@directpay/contracts';

const Choice = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  legend { font-weight: 700; margin-bottom: 0.25rem; padding: 0; }
  label { display: inline-flex; align-items: center; gap: 0.375rem; min-height: 2.75rem; }
  p { flex-basis: 100%; margin: 0; }
`;

interface Props {
  legend: string;
  /** The radio group's name. */
  name: string;
  value: Locale;
  onChange: (locale: Locale) => void;
  /** A line under the choices, and its id for the group's description. */
  hint?: { id: string; text: ReactNode };
  testId: string;
}

/** A choice of one of the site's languages, each named in itself as the site's language switch names it. */
export function LanguageChoice({ legend, name, value, onChange, hint, testId }: Props) {
  return (
    <Choice aria-describedby={hint?.id} data-testid={testId}>
      <legend>{legend}</legend>
      {LOCALES.map((locale) => (
        <label key={locale}>
          <input type="radio" name={name} value={locale} checked={value === locale} onChange={() => onChange(locale)} />
          <span lang={LOCALE_TAGS[locale]} translate="no">
            {LOCALE_NAMES[locale]}
          </span>
        </label>
      ))}
      {hint?.text}
    </Choice>
  );
}
