import { callEndpoint, Button, theme } from '@directpay/shared-ui';
import { endpointQueryKey, useApiQueryClient, useInfiniteQuery } from '@directpay/shared-ui/query';
import styled from '@directpay/shared-ui/styled';
import { listPriceFiles, type PriceFilesResponse } from '@directpay/contracts';
import { useMessages } from './messages';

/** Clinics read per "Show more": a page lists those of them with price files. */
const PAGE = 50;

const Files = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.75rem 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    padding: 0.375rem 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  .name { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; color: ${theme.colors.text}; }
  a { display: inline-flex; align-items: center; min-height: 1.5rem; min-width: 2.5rem; padding: 0 0.25rem; font-weight: 700; }
`;

/** Every clinic's price files, by category and name, a page at a time (GET /open-data/price-files). */
export function PriceFileList() {
  const t = useMessages();
  const query = useInfiniteQuery(
    {
      queryKey: endpointQueryKey(listPriceFiles, { query: { limit: PAGE } }),
      queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
        callEndpoint(listPriceFiles, { query: { limit: PAGE, ...(pageParam ? { after: pageParam } : {}) } }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last: PriceFilesResponse) => last.next,
    },
    useApiQueryClient(),
  );
  if (query.isPending) return <p>{t('files.loading')}</p>;
  if (query.isError && !query.data) return <p role="alert">{t('files.failed')}</p>;
  const files = query.data.pages.flatMap((page) => page.results);
  return (
    <>
      <Files aria-label={t('files.list')}>
        {files.map((file) => (
          <li key={file.id}>
            {/* The clinic's name as its owner wrote it. */}
            <span className="name" translate="no">
              {file.name}
            </span>
            <a href={file.json}>
              {t('files.json')}
              <span className="visually-hidden">
                {' '}
                {t('files.of')} <span translate="no">{file.name}</span>
              </span>
            </a>
            <a href={file.csv}>
              {t('files.csv')}
              <span className="visually-hidden">
                {' '}
                {t('files.of')} <span translate="no">{file.name}</span>
              </span>
            </a>
            <a href={file.wideCsv}>
              {t('files.wideCsv')}
              <span className="visually-hidden">
                {' '}
                {t('files.of')} <span translate="no">{file.name}</span>
              </span>
            </a>
          </li>
        ))}
      </Files>
      {files.length === 0 && !query.hasNextPage && <p>{t('files.none')}</p>}
      {query.hasNextPage && (
        <Button $variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t('files.moreLoading') : t('files.more')}
        </Button>
      )}
    </>
  );
}
