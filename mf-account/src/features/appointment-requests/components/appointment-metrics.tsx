import styled from '@directpay/shared-ui/styled';
import { endpoints, getAppointmentMetrics } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { useMessages } from '../messages';

const Card = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 1rem;
  margin-bottom: 1rem;
  overflow-x: auto;
  h2 { font-size: 1rem; margin: 0 0 0.75rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.25rem 0.5rem 0.25rem 0; border-bottom: 1px solid ${theme.colors.border}; }
  td.number { text-align: right; font-variant-numeric: tabular-nums; }
`;

/** Appointment requests per clinic and month: how many, the share confirmed, and the median time to a first answer. */
export function AppointmentMetrics() {
  const t = useMessages();
  const f = useFormat();
  const query = useEndpointQuery(getAppointmentMetrics, {}, { retry: false });
  const clinics = useEndpointQuery(endpoints.listOwnerClinics, {}, { retry: false });
  const nameOf = (id: string) => clinics.data?.results.find((c) => c.id === id)?.detail.name ?? '';
  const rows = query.data?.rows ?? [];
  const duration = (minutes: number | null) => {
    if (minutes === null) return t('metrics.noAnswer');
    if (minutes < 60) return t('metrics.minutes', { count: Math.round(minutes) });
    if (minutes < 60 * 48) return t('metrics.hours', { count: Math.round(minutes / 60) });
    return t('metrics.days', { count: Math.round(minutes / 60 / 24) });
  };
  return (
    <Card aria-labelledby="appointment-metrics" data-testid="appointment-metrics">
      <h2 id="appointment-metrics">{t('metrics.title')}</h2>
      {query.isError && <p role="alert">{t('loadFailed', { message: query.error.message })}</p>}
      {query.data && rows.length === 0 && <p>{t('metrics.none')}</p>}
      {rows.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('metrics.clinic')}</th>
              <th scope="col">{t('metrics.month')}</th>
              <th scope="col">{t('metrics.requests')}</th>
              <th scope="col">{t('metrics.confirmedShare')}</th>
              <th scope="col">{t('metrics.firstAnswer')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.clinicId}-${row.month}`}>
                <td translate="no">{nameOf(row.clinicId)}</td>
                <td>{f.date(`${row.month}-15T12:00:00Z`, 'month-year')}</td>
                <td className="number">{f.number(row.requests)}</td>
                <td className="number">{t('metrics.percent', { value: Math.round(row.confirmedShare * 100) })}</td>
                <td className="number">{duration(row.medianFirstAnswerMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
