import styled from 'styled-components';
import { theme } from '@directpay/shared-ui';
import { clinicCountLabel } from '../utils/labels';

const Row = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0 0.5rem;
  h1 { margin: 0; font-size: 1.35rem; }
  p { margin: 0; color: ${theme.colors.muted}; font-size: 0.9rem; }
`;

/** '{n} clinic(s)' in the map area; announced politely when it changes. */
export function ResultsHeading({ total, category }: { total: number | null; category: string }) {
  return (
    <Row>
      <h1 aria-live="polite">{total === null ? 'Finding clinics…' : clinicCountLabel(total)}</h1>
      <p>
        {category} · in the map area
      </p>
    </Row>
  );
}
