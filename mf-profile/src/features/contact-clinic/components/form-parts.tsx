import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

/** The site's privacy disclaimer (spec section 1). */
export function Disclaimer() {
  const t = useMessages();
  return <Note>{t('contact.disclaimer')}</Note>;
}

export const SendError = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius};
  background: #fee2e2;
  color: ${theme.colors.danger};
  font-weight: 700;
`;
