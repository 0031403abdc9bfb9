import type { Locale } from '@directpay/contracts';
import { LanguageChoice } from '#src/components/language-choice';
import { useMessages } from '#src/messages';

/** The card's language on the owner's site: the snippets carry it as `lang`. */
export function SnippetLanguage({ value, onChange }: { value: Locale; onChange: (lang: Locale) => void }) {
  const t = useMessages();
  return <LanguageChoice legend={t('card.language')} name="snippet-lang" value={value} onChange={onChange} testId="snippet-language" />;
}
