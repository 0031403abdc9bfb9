import styled from '@directpay/shared-ui/styled';
import { endpoints, formatLongDate, type PriceReport } from '@directpay/contracts';
import { Button, Modal, PageLoading, formatPrice, theme } from '@directpay/shared-ui';
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
  return (
    <li data-testid="price-report">
      <h3>{report.service}</h3>
      <p>
        Listed {formatPrice(report.listedPrice)}, paid {formatPrice(report.amountPaid)} on {formatLongDate(`${report.visitDate}T00:00:00Z`)}
      </p>
      {report.note && <p>“{report.note}”</p>}
      <p className="muted">Reported {formatLongDate(report.reportedAt)}</p>
      {report.resolvedAt ? (
        <p className="resolved">Resolved {formatLongDate(report.resolvedAt)}</p>
      ) : (
        <Button $variant="secondary" onClick={onResolve} disabled={busy}>
          Mark resolved
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
  const query = usePriceReports(clinicId);
  // Pending until the list is read again, so the button gives way to 'Resolved {date}'.
  const resolve = useApiMutation({
    mutationFn: (report: PriceReport) => resolveReport(clinicId, report.id),
    invalidates: [endpoints.listPriceReports],
    errorNotice: (error) => `The report could not be marked resolved: ${error.message}`,
  });
  const busyId = resolve.pending ? resolve.variables?.id : undefined;
  const reports = query.data?.results ?? [];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Price reports" description={`What patients said they paid at ${clinicName}`} width="40rem">
      {query.isPending && <PageLoading label="Loading the price reports…" />}
      {query.isError && <p role="alert">The price reports could not be loaded: {query.error.message}</p>}
      {query.data && reports.length === 0 && <p>No patient has reported a different price for {clinicName}.</p>}
      {reports.length > 0 && (
        <List aria-label={`Price reports for ${clinicName}`}>
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} busy={busyId === report.id} onResolve={() => void resolve.run(report)} />
          ))}
        </List>
      )}
    </Modal>
  );
}
