import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { LOCALE_TAGS, type Locale } from '@directpay/contracts';
import { CloseIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MenuButton } from './menu-button';
import { SUGGESTION_WORDS } from './language-suggestion-rule';

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
 * The offer itself, in the offered language (a browser's translator should leave it as it is).
 * A module of its own: most visitors are never offered anything, so they never download it.
 */
export default function LanguageOfferBar({ offer, onTaken, onClose }: { offer: Locale; onTaken: () => void; onClose: () => void }) {
  const words = SUGGESTION_WORDS[offer];
  return (
    <Bar lang={LOCALE_TAGS[offer]} translate="no" aria-label={words.text} data-testid="language-suggestion">
      <p>{words.text}</p>
      {/* Taking the offer is no dismissal: the choice it remembers hides the offer. */}
      <LanguageSwitch onSwitch={onTaken}>{words.link}</LanguageSwitch>
      <MenuButton type="button" aria-label={words.close} onClick={onClose}>
        <CloseIcon />
      </MenuButton>
    </Bar>
  );
}
