import styled, { keyframes } from 'styled-components';
import { theme } from '../theme/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
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

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}
