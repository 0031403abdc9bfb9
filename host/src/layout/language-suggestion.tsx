import { useEffect, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { rememberedLocale, useLocale } from '@directpay/shared-ui/i18n';
import { LOCALE_TAGS, type Locale } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { CloseIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MenuButton } from './menu-button';
import { dismissSuggestion, SUGGESTION_WORDS, suggestedLocale, suggestionDismissed } from './language-suggestion-rule';

// Fixed at the bottom: appearing after the page has painted, it moves nothing on it.
const Bar = styled.aside`
  position: fixed;
  z-index: 900;
  left: 0.75rem;
  right: 0.75rem;
  bottom: 0.75rem;
  max-width: 36rem;
  margin: 0 auto;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  padding: 0.5rem 0.5rem 0.5rem 1rem;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
  p { margin: 0; flex: 1 1 12rem; }
  a { font-weight: 700; }
`;

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
  const words = SUGGESTION_WORDS[offer];
  const close = () => {
    dismissSuggestion();
    setOffer(undefined);
  };
  return (
    // In the offered language, which a browser's translator should leave as it is.
    <Bar lang={LOCALE_TAGS[offer]} translate="no" aria-label={words.text} data-testid="language-suggestion">
      <p>{words.text}</p>
      {/* Taking the offer is no dismissal: the choice it remembers hides the offer. */}
      <LanguageSwitch onSwitch={() => setOffer(undefined)}>{words.link}</LanguageSwitch>
      <MenuButton type="button" aria-label={words.close} onClick={close}>
        <CloseIcon />
      </MenuButton>
    </Bar>
  );
}
