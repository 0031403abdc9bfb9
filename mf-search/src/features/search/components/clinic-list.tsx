import { memo, useEffect, useRef, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { ALL_SERVICES } from '@directpay/contracts';
import { Button, theme, useAfterFirstPaint } from '@directpay/shared-ui';
import type { useClinicPages } from '../hooks/use-clinic-pages';
import { codeName } from '../utils/labels';
import { CardSkeletons } from './card-skeleton';
import { englishText, useMessages } from '#src/messages';
import { ClinicCard } from './clinic-card';

const Cards = styled.ol<{ $dim: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  opacity: ${(p) => (p.$dim ? 0.6 : 1)};
  transition: opacity 0.2s;
`;

const Notice = styled.div`
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.subtle};
  p { margin: 0 0 0.75rem; }
  div { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 1rem 0;
`;

/**
 * At least the cards a first screen shows: a phone's, below the map, about one; a
 * desktop's list column, four or five. Of the first list a visit draws, the other
 * cards are rendered after those have been drawn, so the first card's
 * picture, the page's largest paint, does not wait for a page of ten (phone) or
 * fifty cards. Lists drawn later are drawn whole.
 */
const FIRST_CARDS = { phone: 3, desktop: 8 };

/** Whether this visit has drawn a whole list already. */
let drawnWholeBefore = false;

/** The cards of an answer, `aria-busy` while they are refreshed or still being drawn. */
interface ItemsProps {
  pages: Props['pages'];
  first: number;
  /** The service group whose median the cards are marked against (null: every service, or a code). */
  service: string | null;
  onFirstPicture?: () => void;
}

function CardItems({ pages, first, service, onFirstPicture }: ItemsProps) {
  const t = useMessages();
  const { clinics, refreshing, medians, answeredAt } = pages;
  const [whole] = useState(drawnWholeBefore);
  const painted = useAfterFirstPaint();
  const all = whole || painted || clinics.length <= first;
  useEffect(() => {
    if (all) drawnWholeBefore = true;
  }, [all]);
  return (
    <Cards $dim={refreshing} aria-busy={refreshing || !all} aria-label={t('list.clinics')}>
      {(all ? clinics : clinics.slice(0, first)).map((clinic, i) => (
        <li key={clinic.id}>
          <ClinicCard clinic={clinic} first={i === 0} onPicture={i === 0 ? onFirstPicture : undefined} service={service} medians={medians} now={answeredAt} />
        </li>
      ))}
    </Cards>
  );
}

/** The failure's English words (the page shows them in its language). */
export const LOAD_FAILED_MESSAGE = englishText('list.loadFailed');

interface Props {
  pages: ReturnType<typeof useClinicPages>;
  /** Loads what failed again (the list and the map together). */
  onRetry: () => void;
  service: string;
  /** The searched billing code; '' for none. */
  code: string;
  onClearService: () => void;
  onClearCode: () => void;
  onZoomOut: () => void;
  /** Desktop loads the next page when the end of the list scrolls into view. */
  infinite: boolean;
  /** Told when the first card's picture has loaded or failed (or at once, if it has none). */
  onFirstPicture?: () => void;
}

/**
 * The text alternative of the map: the clinics in the map area, page by page.
 * Memoised: the page re-renders it only for a new answer (its deferred copy) or
 * new filters, so the urgent render that a new answer starts stays short.
 */
export const ClinicList = memo(function ClinicList({ pages, onRetry, service, code, onClearService, onClearCode, onZoomOut, infinite, onFirstPicture }: Props) {
  const t = useMessages();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, loadMore } = pages;

  useEffect(() => {
    const el = sentinel.current;
    if (!infinite || !el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && !loadingMore && loadMore());
    observer.observe(el);
    return () => observer.disconnect();
  }, [infinite, hasMore, loadingMore, loadMore]);

  if (pages.failed) {
    return (
      <Notice role="alert">
        <p>
          {t('list.loadFailed')} {pages.error?.message}
        </p>
        <div>
          <Button onClick={onRetry}>{t('list.retry')}</Button>
        </div>
      </Notice>
    );
  }
  if (pages.loading) return <CardSkeletons />;
  if (pages.clinics.length === 0) {
    return (
      <Notice>
        <p>
          {code
            ? t('list.emptyForCode', { code: codeName(code) })
            : service === ALL_SERVICES
              ? t('list.empty')
              : t('list.emptyForService', { service })}
        </p>
        <div>
          {code && <Button onClick={onClearCode}>{t('list.clearCode')}</Button>}
          {!code && service !== ALL_SERVICES && <Button onClick={onClearService}>{t('list.clearService')}</Button>}
          <Button $variant="secondary" onClick={onZoomOut}>
            {t('list.wider')}
          </Button>
        </div>
      </Notice>
    );
  }
  return (
    <>
      <CardItems
        pages={pages}
        first={infinite ? FIRST_CARDS.desktop : FIRST_CARDS.phone}
        service={code || service === ALL_SERVICES ? null : service}
        onFirstPicture={onFirstPicture}
      />
      {hasMore && (
        <More ref={sentinel}>
          <Button $variant="secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? t('list.loading') : t('list.more')}
          </Button>
        </More>
      )}
    </>
  );
});
