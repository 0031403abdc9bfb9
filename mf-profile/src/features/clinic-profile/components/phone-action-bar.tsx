import styled from '@directpay/shared-ui/styled';
import { Button, ButtonLink, media, theme } from '@directpay/shared-ui';
import { phoneHref } from '@directpay/shared-ui/remote-ui';
import { useMessages } from '#src/messages';

/*
 * Sticky, not fixed: it keeps to the bottom of the screen while the profile scrolls
 * past under it, and comes to rest at the profile's end, above the footer, so it
 * covers nothing for good. Phones only: on a desktop the contact card stays in view.
 */
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  margin: 1.5rem -1rem 0;
  padding: 0.5rem 0.75rem calc(0.5rem + env(safe-area-inset-bottom, 0px));
  display: flex;
  gap: 0.5rem;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 -2px 8px rgb(0 0 0 / 8%);
  > * {
    flex: 1 1 auto;
    min-width: 0;
    padding: 0.4rem 0.6rem;
    font-size: 0.875rem;
    line-height: 1.2;
    text-align: center;
    white-space: normal;
  }
  > .call { flex: 0 0 auto; }
  ${media.desktop} { display: none; }
`;

export interface PhoneActionBarProps {
  phoneNumber: string;
  onSendMessage: () => void;
  /** Absent when the clinic lists no price to estimate from. */
  onRequestEstimate?: () => void;
}

/** On a phone: Call (when the number can be dialled), Send message and Get a Good Faith Estimate, always at hand. */
export function PhoneActionBar({ phoneNumber, onSendMessage, onRequestEstimate }: PhoneActionBarProps) {
  const t = useMessages();
  const tel = phoneHref(phoneNumber);
  return (
    <Bar role="group" aria-label={t('bar.label')} data-testid="phone-action-bar">
      {tel && (
        <ButtonLink className="call" $variant="secondary" href={tel}>
          {t('bar.call')}
        </ButtonLink>
      )}
      <Button $variant="secondary" onClick={onSendMessage}>
        {t('card.sendMessage')}
      </Button>
      {onRequestEstimate && <Button onClick={onRequestEstimate}>{t('gfe.button')}</Button>}
    </Bar>
  );
}
