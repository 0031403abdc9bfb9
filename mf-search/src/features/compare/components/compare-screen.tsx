import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { compareClinics, compareHref, MAX_COMPARE, MIN_COMPARE, readCompareUrl, SEARCH_PATH } from '@directpay/contracts';
import { Button, theme, useDocumentMeta } from '@directpay/shared-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { useCompareStore } from '#src/features/search/stores/compare-store';
import { AddClinic } from './add-clinic';
import { CompareTable } from './compare-table';
import { useMessages } from '#src/messages';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 { margin: 0; }
  .lead { margin: 0; color: ${theme.colors.muted}; }
`;

const Notice = styled.div`
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.subtle};
  p { margin: 0 0 0.75rem; }
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
`;

/** Back to the search the visitor came from when there is one in this tab; else the search page. */
function BackToSearch() {
  const t = useMessages();
  const navigate = useNavigate();
  const location = useLocation();
  if (location.key !== 'default') {
    return (
      <Button $variant="secondary" onClick={() => navigate(-1)}>
        {t('compare.back')}
      </Button>
    );
  }
  return <Link to={SEARCH_PATH}>{t('compare.goToSearch')}</Link>;
}

/**
 * /compare?ids=a,b,c[&near=lat,lng&where=…]: two or three clinics side by side.
 * Everything comes from the URL, so a shared link shows the same comparison.
 * A link the API refuses (a bad, unknown or repeated id, more than three)
 * shows the API's reason: the page never stays blank.
 */
export function CompareScreen() {
  const t = useMessages();
  useDocumentMeta(t('meta.compare.title'), t('meta.compare.description'));
  const [params] = useSearchParams();
  const url = useMemo(() => readCompareUrl(params), [params]);
  const near = params.get('near') ?? undefined;
  const input = url.ids.length > 0 ? { query: { ids: url.ids.join(','), ...(near ? { near } : {}) } } : null;
  const compared = useEndpointQuery(compareClinics, input, { retry: (failures, error) => failures < 1 && !(error.status >= 400 && error.status < 500) });
  // "Open now" is decided when the clinics arrive, on the visitor's clock (clinics carry no time zone).
  const now = useMemo(() => new Date(compared.dataUpdatedAt || Date.now()), [compared.dataUpdatedAt]);
  const navigate = useNavigate();
  const replacePicks = useCompareStore((s) => s.replace);
  // A new comparison is a new URL (Back returns to the previous one); the search's ticks follow it.
  const compareAgain = (picks: { id: string; name: string }[]) => {
    replacePicks(picks);
    navigate(compareHref({ ids: picks.map((p) => p.id), near: url.near, where: url.where }));
  };
  const shown = compared.data?.results ?? [];

  let body;
  if (!input) {
    body = (
      <Notice role="alert">
        <p>{t('compare.tickFirst', { min: MIN_COMPARE, max: MAX_COMPARE })}</p>
        <BackToSearch />
      </Notice>
    );
  } else if (compared.isError) {
    body = (
      <Notice role="alert">
        <p>{t('compare.refused', { reason: compared.error.message })}</p>
        <BackToSearch />
      </Notice>
    );
  } else if (!compared.data) {
    body = <p aria-busy="true">{t('compare.loading')}</p>;
  } else {
    body = (
      <>
        <CompareTable
          clinics={shown}
          where={url.where}
          placeKnown={url.near !== undefined}
          now={now}
          radiusKm={compared.data.radiusKm}
          onRemove={shown.length > MIN_COMPARE ? (id) => compareAgain(shown.filter((c) => c.id !== id)) : undefined}
        />
        {shown.length < MAX_COMPARE && <AddClinic clinics={shown} near={url.near} onAdd={(pick) => compareAgain([...shown, pick])} />}
        <p className="lead">
          {t('compare.insurance')} <BackToSearch />
        </p>
      </>
    );
  }

  return (
    <Wrap>
      <h1>{t('compare.title')}</h1>
      {body}
    </Wrap>
  );
}
