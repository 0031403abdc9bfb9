import { lazy, Suspense, useEffect, useState } from 'react';
import { rememberedLocale, useLocale } from '@directpay/shared-ui/i18n';
import type { Locale } from '@directpay/contracts';
import { dismissSuggestion, suggestedLocale, suggestionDismissed } from './language-suggestion-rule';

const LanguageOfferBar = lazy(() => import('./language-offer-bar'));

/**
 * Offers the page in the other language (language-suggestion-rule.ts says when); never
 * redirects. Decided after hydration, so the prerendered home page's markup never holds it.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const [offer, setOffer] = useState<Locale | undefined>(undefined);
  useEffect(() => {
    setOffer(suggestedLocale({ page: locale, remembered: rememberedLocale(), languages: navigator.languages ?? [], dismissed: suggestionDismissed() }));
  }, [locale]);
  if (!offer) return null;
  const close = () => {
    dismissSuggestion();
    setOffer(undefined);
  };
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar offer={offer} onTaken={() => setOffer(undefined)} onClose={close} />
    </Suspense>
  );
}
