import styled, { keyframes } from '@directpay/shared-ui/styled';
import { theme } from '../theme/theme';
import { useMessages } from '../messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

/*
 * A full screen tall, so what is below the page (the footer) stays below the
 * fold while it loads and is not pushed down when the page arrives (no layout shift).
 */
const Wrap = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: 100vh;
  gap: 0.75rem;
  padding: 3rem 1rem;
  color: ${theme.colors.muted};
`;

const Spinner = styled.span`
  width: 1.5rem;
  height: 1.5rem;
  border: 3px solid ${theme.colors.border};
  border-top-color: ${theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function PageLoading({ label }: { label?: string }) {
  const t = useMessages();
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </Wrap>
  );
}
