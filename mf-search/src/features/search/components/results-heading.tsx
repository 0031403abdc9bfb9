import type { ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { clinicCountLabel } from '../utils/labels';
import { useMessages } from '#src/messages';

// The count is always a line of its own: beside the heading it would wrap when '· n in all'
// arrives and push the list down (a layout shift).
const Row = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0 0.5rem;
  h1 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; color: ${theme.colors.muted}; font-size: 0.875rem; flex-basis: 100%; }
`;

/** A button that reads as a link in a line of text: Show all, and the place line's actions. */
export const TextButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.brandDark};
  text-decoration: underline;
  cursor: pointer;
`;

interface Props {
  /** Clinics in the map area; null while they load. */
  total: number | null;
  /** The API counted up to `total` and there are more. */
  capped?: boolean;
  /** Clinics of the category and service anywhere; undefined until the markers load. */
  overall: number | undefined;
  /** What the search is for: the category, or the code ('CDT D1110'), or both. */
  scope: string;
  failed: boolean;
  onShowAll: () => void;
  /** Where the search is looking (place-line.tsx), under the count. */
  children?: ReactNode;
}

/**
 * '{n} clinic(s)' in the map area, and how many the search has in all with one
 * action to see them: the list follows the map, so a visitor who sees "1 clinic"
 * learns there are 30 and how to reach them. Announced politely when it changes. Under it,
 * where the search is looking.
 */
export function ResultsHeading({ total, capped = false, overall, scope, failed, onShowAll, children }: Props) {
  const t = useMessages();
  const more = total !== null && overall !== undefined && overall > total && !capped;
  return (
    <Row>
      <h1 aria-live="polite">{failed ? t('heading.failed') : total === null ? t('heading.finding') : clinicCountLabel(total, capped)}</h1>
      <p data-testid="results-scope">
        {scope} · {t('heading.inArea')}
        {overall !== undefined && ` · ${t('heading.inAll', { count: overall })}`}
        {more && (
          <>
            {' · '}
            <TextButton type="button" onClick={onShowAll}>
              {t('heading.showAll')}
            </TextButton>
          </>
        )}
      </p>
      {children}
    </Row>
  );
}
