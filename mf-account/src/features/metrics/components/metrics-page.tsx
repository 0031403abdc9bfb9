import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { METRICS_DAYS } from '@directpay/contracts';
import { PageLoading, theme, useDocumentMeta } from '@directpay/shared-ui';
import type { MetricsDays } from '../hooks/use-metrics';
import { useMetrics } from '../hooks/use-metrics';
import { METRICS } from './metric-labels';
import { MetricsChart } from './metrics-chart';
import { useMessages } from '#src/messages';
import { AppointmentMetrics } from '#src/features/appointment-requests/components/appointment-metrics';

const Card = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 1rem;
  margin-bottom: 1rem;
  h2 { font-size: 1rem; margin: 0 0 0.75rem; }
  .body { display: grid; grid-template-columns: minmax(12rem, 16rem) 1fr; gap: 1rem; align-items: center; }
  @media (max-width: 640px) { .body { grid-template-columns: 1fr; } }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.25rem 0.5rem 0.25rem 0; border-bottom: 1px solid ${theme.colors.border}; }
  td { text-align: right; font-variant-numeric: tabular-nums; }
`;

const Period = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 1rem;
  display: flex;
  gap: 1rem;
  flex-wrap: wrap;
  legend { font-weight: 700; margin-bottom: 0.25rem; }
`;

export function MetricsPage() {
  const t = useMessages();
  useDocumentMeta(t('nav.metrics'));
  const [days, setDays] = useState<MetricsDays>(30);
  const state = useMetrics(days);
  return (
    <>
      <h1>{t('nav.metrics')}</h1>
      <p>{t('metrics.intro')}</p>
      <Period>
        <legend>{t('metrics.period')}</legend>
        {METRICS_DAYS.map((d) => (
          <label key={d}>
            <input type="radio" name="days" value={d} checked={days === d} onChange={() => setDays(d)} /> {t('metrics.lastDays', { days: d })}
          </label>
        ))}
      </Period>
      {state.status === 'loading' && <PageLoading />}
      {state.status === 'error' && <p role="alert">{t('metrics.loadFailed', { message: state.message })}</p>}
      {state.status === 'ready' && state.data.results.length === 0 && <p>{t('metrics.none')}</p>}
      {state.status === 'ready' &&
        state.data.results.map((clinic) => (
          <Card key={clinic.clinicId} aria-labelledby={`m-${clinic.clinicId}`} data-testid="clinic-metrics">
            <h2 id={`m-${clinic.clinicId}`} translate="no">
              {clinic.name}
            </h2>
            <div className="body">
              <table>
                <caption className="visually-hidden">
                  {t.rich('metrics.caption', { name: () => <span translate="no">{clinic.name}</span> }, { days: state.data.days })}
                </caption>
                <tbody>
                  {METRICS.map((m) => (
                    <tr key={m.key}>
                      <th scope="row">{t(`metrics.${m.key}`)}</th>
                      <td>{clinic.totals[m.key]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <MetricsChart totals={clinic.totals} clinicName={clinic.name} />
            </div>
          </Card>
        ))}
      <AppointmentMetrics />
    </>
  );
}
