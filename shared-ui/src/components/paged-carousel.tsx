import { useEffect, useState, type ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useMessages } from './messages';
import { RoundButton } from './round-button';

const Wrap = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.5rem;
`;

const Track = styled.ul<{ $perPage: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${(p) => p.$perPage}, minmax(0, 1fr));
  gap: 0.75rem;
`;

const Status = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  text-align: center;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

export interface PagedCarouselProps<T> {
  items: T[];
  perPage: number;
  /** What the items are, for the arrows' names ('Previous doctors'). */
  label: string;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * Shows `perPage` items at a time with previous/next arrows that are disabled
 * at the ends (no wrap-around: the ends tell the visitor they have seen all).
 */
export function PagedCarousel<T>({ items, perPage, label, itemKey, renderItem }: PagedCarouselProps<T>) {
  const t = useMessages();
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const [page, setPage] = useState(0);
  // A resize can change perPage and so the number of pages; stay in range.
  useEffect(() => {
    setPage((p) => Math.min(p, pages - 1));
  }, [pages]);
  const current = Math.min(page, pages - 1);
  const start = current * perPage;
  return (
    <Wrap role="group" aria-roledescription={t('carousel.kind')} aria-label={label}>
      <RoundButton aria-label={t('carousel.previous', { label })} disabled={current === 0} onClick={() => setPage(current - 1)}>
        ‹
      </RoundButton>
      <Track $perPage={perPage}>
        {items.slice(start, start + perPage).map((item, i) => (
          <li key={itemKey(item, start + i)}>{renderItem(item, start + i)}</li>
        ))}
      </Track>
      <RoundButton aria-label={t('carousel.next', { label })} disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
        ›
      </RoundButton>
      <Status aria-live="polite">
        {t('carousel.position', { page: current + 1, pages })}
      </Status>
    </Wrap>
  );
}
