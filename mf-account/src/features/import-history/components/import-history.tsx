import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { endpoints, type ImportSummary } from '@directpay/contracts';
import { Button, theme } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { ConfirmDialog } from '#src/components/confirm-dialog';
import { BorderedList } from '#src/components/bordered-list';
import { setImportVisibility } from '../api/set-import-visibility';
import { useMessages } from '#src/messages';
import { changesText, publishedNotice, ranAtText, stateText, unpublishedNotice, unpublishLabel, unpublishQuestion } from '../lib/import-history-words';


const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding: 0.875rem 1rem;
  & + & { border-top: 1px solid ${theme.colors.border}; }
  h3 { font-size: 1rem; margin: 0; }
  p { margin: 0.125rem 0 0; color: ${theme.colors.muted}; font-size: 0.875rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The account's applied imports, each with its locations unpublished or published again in one action. */
export function ImportHistory() {
  // Read anew on each visit: an import applied since (on this page or elsewhere) belongs in the list.
  const t = useMessages();
  const query = useEndpointQuery(endpoints.listImports, {}, { retry: false, staleTime: 0 });
  const [confirming, setConfirming] = useState<ImportSummary | null>(null);
  const change = useApiMutation({
    mutationFn: ({ summary, published }: { summary: ImportSummary; published: boolean }) => setImportVisibility(summary.id, published),
    invalidates: [endpoints.listImports, endpoints.listOwnerClinics],
    successNotice: (summary, { published }) => (published ? publishedNotice(summary) : unpublishedNotice(summary)),
    errorNotice: (error) => t('history.changeFailed', { message: error.message }),
    onSuccess: () => setConfirming(null),
  });

  const imports = query.data?.results ?? [];
  return (
    <section aria-labelledby="import-history-title">
      <h2 id="import-history-title">{t('history.title')}</h2>
      {query.isError && <p role="alert">{t('history.loadFailed', { message: query.error.message })}</p>}
      {query.data && imports.length === 0 && <p>{t('history.none')}</p>}
      {imports.length > 0 && (
        <BorderedList aria-label={t('history.title')}>
          {imports.map((summary) => (
            <Item key={summary.id} data-testid="import-row">
              <div>
                <h3>{t('history.importedOn', { ranAt: ranAtText(summary) })}</h3>
                <p>{changesText(summary)}</p>
                <p>{stateText(summary)}</p>
              </div>
              <Actions>
                {summary.unpublished < summary.locations && (
                  <Button $variant="secondary" onClick={() => setConfirming(summary)} disabled={change.pending}>
                    {unpublishLabel(summary)}
                  </Button>
                )}
                {summary.unpublished > 0 && (
                  <Button onClick={() => void change.run({ summary, published: true })} disabled={change.pending}>
                    {t('options.publishAgain')}
                  </Button>
                )}
              </Actions>
            </Item>
          ))}
        </BorderedList>
      )}
      <ConfirmDialog
        open={confirming !== null}
        message={confirming ? unpublishQuestion(confirming) : ''}
        confirmLabel={confirming ? unpublishLabel(confirming) : ''}
        busyLabel={t('history.unpublishing')}
        busy={confirming !== null && change.pending}
        onConfirm={() => {
          if (confirming) void change.run({ summary: confirming, published: false });
        }}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
