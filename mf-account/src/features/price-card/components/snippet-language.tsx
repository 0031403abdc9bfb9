import styled from '@directpay/shared-ui/styled';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale } from '@directpay/contracts';
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
`;

/** The card's language on the owner's site: the snippets carry it as `lang` (each language named in itself). */
export function SnippetLanguage({ value, onChange }: { value: Locale; onChange: (lang: Locale) => void }) {
  const t = useMessages();
  return (
    <Choice data-testid="snippet-language">
      <legend>{t('card.language')}</legend>
      {LOCALES.map((locale) => (
        <label key={locale}>
          <input type="radio" name="snippet-lang" value={locale} checked={value === locale} onChange={() => onChange(locale)} />
          <span lang={LOCALE_TAGS[locale]} translate="no">
            {LOCALE_NAMES[locale]}
          </span>
        </label>
      ))}
    </Choice>
  );
}
