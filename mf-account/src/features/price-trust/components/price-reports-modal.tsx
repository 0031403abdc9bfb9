import styled from '@directpay/shared-ui/styled';
import { endpoints, type PriceReport } from '@directpay/contracts';
import { Button, Modal, PageLoading, theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useMessages } from '#src/messages';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { resolveReport } from '../api/resolve-report';
import { usePriceReports } from '../hooks/use-price-reports';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  li { border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: 0.75rem; display: flex; flex-direction: column; gap: 0.25rem; }
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; overflow-wrap: anywhere; }
  .muted { color: ${theme.colors.muted}; font-size: 0.875rem; }
  .resolved { color: ${theme.colors.muted}; font-weight: 700; }
  button { align-self: flex-start; margin-top: 0.25rem; }
`;

function ReportItem({ report, onResolve, busy }: { report: PriceReport; onResolve: () => void; busy: boolean }) {
  const t = useMessages();
  const f = useFormat();
  return (
    <li data-testid="price-report">
      <h3 translate="no">{report.service}</h3>
      <p>
        {t('reports.paid', { listed: f.price(report.listedPrice), paid: f.price(report.amountPaid), date: f.date(`${report.visitDate}T00:00:00Z`, 'long') })}
      </p>
      {report.note && <p translate="no">“{report.note}”</p>}
      <p className="muted">{t('reports.reported', { date: f.date(report.reportedAt, 'long') })}</p>
      {report.resolvedAt ? (
        <p className="resolved">{t('reports.resolved', { date: f.date(report.resolvedAt, 'long') })}</p>
      ) : (
        <Button $variant="secondary" onClick={onResolve} disabled={busy}>
          {t('reports.markResolved')}
        </Button>
      )}
    </li>
  );
}

/**
 * "Price reports" of one clinic: what visitors said they paid, with
 * "Mark resolved". Loaded on demand (React.lazy) from the Options menu.
 */
export default function PriceReportsModal({ clinicId, clinicName, onClose }: { clinicId: string; clinicName: string; onClose: () => void }) {
  const t = useMessages();
  const query = usePriceReports(clinicId);
  // Pending until the list is read again, so the button gives way to 'Resolved {date}'.
  const resolve = useApiMutation({
    mutationFn: (report: PriceReport) => resolveReport(clinicId, report.id),
    invalidates: [endpoints.listPriceReports],
    errorNotice: (error) => t('reports.resolveFailed', { message: error.message }),
  });
  const busyId = resolve.pending ? resolve.variables?.id : undefined;
  const reports = query.data?.results ?? [];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('options.priceReports')} description={t('reports.description', { name: clinicName })} width="40rem" closeLabel={t('dialog.close')}>
      {query.isPending && <PageLoading label={t('reports.loading')} />}
      {query.isError && <p role="alert">{t('reports.loadFailed', { message: query.error.message })}</p>}
      {query.data && reports.length === 0 && <p>{t.rich('reports.none', { name: () => <span translate="no">{clinicName}</span> })}</p>}
      {reports.length > 0 && (
        <List aria-label={t('reports.listLabel', { name: clinicName })}>
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} busy={busyId === report.id} onResolve={() => void resolve.run(report)} />
          ))}
        </List>
      )}
    </Modal>
  );
}
