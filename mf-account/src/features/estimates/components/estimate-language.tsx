import type { Locale } from '@directpay/contracts';
import { Hint } from '#src/components/form-controls';
import { LanguageChoice } from '#src/components/language-choice';
import { useMessages } from '#src/messages';

/**
 * The language the estimate's PDF and email are written in: the patient's by default (the
 * page they asked from), which the owner may change before issuing.
 */
export function EstimateLanguage({ value, askedIn, onChange }: { value: Locale; askedIn: Locale | undefined; onChange: (locale: Locale) => void }) {
  const t = useMessages();
  const hint = askedIn && {
    id: 'estimate-language-hint',
    text: <Hint id="estimate-language-hint">{askedIn === 'es' ? t('issue.askedInSpanish') : t('issue.askedInEnglish')}</Hint>,
  };
  return <LanguageChoice legend={t('issue.language')} name="estimate-locale" value={value} onChange={onChange} hint={hint || undefined} testId="estimate-language" />;
}
