import styled from '@directpay/shared-ui/styled';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale } from '@directpay/contracts';
import { Hint } from '#src/components/form-controls';
import { useMessages } from '#src/messages';

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

/**
 * The language the estimate's PDF and email are written in: the patient's by default (the
 * page they asked from), which the owner may change before issuing. Each language is named in
 * itself, as the site's language switch names it.
 */
export function EstimateLanguage({ value, askedIn, onChange }: { value: Locale; askedIn: Locale | undefined; onChange: (locale: Locale) => void }) {
  const t = useMessages();
  return (
    <Choice aria-describedby={askedIn ? 'estimate-language-hint' : undefined} data-testid="estimate-language">
      <legend>{t('issue.language')}</legend>
      {LOCALES.map((locale) => (
        <label key={locale}>
          <input type="radio" name="estimate-locale" value={locale} checked={value === locale} onChange={() => onChange(locale)} />
          <span lang={LOCALE_TAGS[locale]} translate="no">
            {LOCALE_NAMES[locale]}
          </span>
        </label>
      ))}
      {askedIn && (
        <Hint id="estimate-language-hint">
          {askedIn === 'es' ? t('issue.askedInSpanish') : t('issue.askedInEnglish')}
        </Hint>
      )}
    </Choice>
  );
}
