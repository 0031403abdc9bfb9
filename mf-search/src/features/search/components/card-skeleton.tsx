import styled, { keyframes } from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

const pulse = keyframes`50% { opacity: 0.5; }`;

const Box = styled.div`
  display: grid;
  grid-template-columns: 6.5rem 1fr;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

const Bar = styled.div<{ $w: string; $h?: string }>`
  width: ${(p) => p.$w};
  height: ${(p) => p.$h ?? '0.9rem'};
  margin-bottom: 0.5rem;
  border-radius: 0.25rem;
  background: ${theme.colors.border};
`;

/** Placeholder cards while the first page loads. */
export function CardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden data-testid="clinic-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} style={{ marginBottom: '0.75rem' }}>
          <Bar $w="6.5rem" $h="6.5rem" />
          <div>
            <Bar $w="70%" $h="1.1rem" />
            <Bar $w="40%" />
            <Bar $w="30%" $h="2rem" />
          </div>
        </Box>
      ))}
    </div>
  );
}
