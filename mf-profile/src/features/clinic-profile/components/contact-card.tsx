import type { ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Button, ButtonLink, theme } from '@directpay/shared-ui';
import { formatPhone, phoneHref } from '@directpay/shared-ui/remote-ui';
import type { Clinic } from '@directpay/contracts';
import { useMessages } from '#src/messages';

const Card = styled.aside`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 1.25rem;
  background: ${theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.25rem; }
  a.phone { color: ${theme.colors.text}; font-weight: 700; text-decoration: none; }
`;

const Accepting = styled.p<{ $yes: boolean }>`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  color: ${(p) => (p.$yes ? theme.colors.success : theme.colors.muted)};
  &::before {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > * { flex: 1 1 10rem; }
`;

export interface ContactCardProps {
  clinic: Clinic;
  onSendMessage: () => void;
  onWebsiteClick?: () => void;
  /** Shown under the buttons: the price summary, so the first screen holds the prices too. */
  children?: ReactNode;
}

/** Name, whether new patients are taken, phone, the two ways to reach the clinic, and what it adds below. */
export function ContactCard({ clinic, onSendMessage, onWebsiteClick, children }: ContactCardProps) {
  const t = useMessages();
  const { name, acceptingNewPatients, phoneNumber, website } = clinic.detail;
  const tel = phoneHref(phoneNumber);
  return (
    <Card aria-label={t('card.label')} data-testid="contact-card">
      <h2 translate="no">{name}</h2>
      <Accepting $yes={acceptingNewPatients}>{t(acceptingNewPatients ? 'card.accepting' : 'card.notAccepting')}</Accepting>
      {phoneNumber.trim() &&
        (tel ? (
          <a className="phone" href={tel} translate="no">
            {formatPhone(phoneNumber)}
          </a>
        ) : (
          <span translate="no">{formatPhone(phoneNumber)}</span>
        ))}
      <Actions>
        <Button onClick={onSendMessage}>{t('card.sendMessage')}</Button>
        {website.trim() && (
          <ButtonLink $variant="secondary" href={website} target="_blank" rel="noopener noreferrer" onClick={onWebsiteClick}>
            {t('card.website')}
          </ButtonLink>
        )}
      </Actions>
      {children}
    </Card>
  );
}
