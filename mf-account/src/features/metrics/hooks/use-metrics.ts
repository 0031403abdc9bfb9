import { endpoints, type MetricsResponse } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';

export type MetricsDays = 7 | 30 | 90;

export type MetricsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: MetricsResponse };

/** GET /account/metrics?days=: counts per clinic for the period, one row per UTC day. */
export function useMetrics(days: MetricsDays): MetricsState {
  const query = useEndpointQuery(endpoints.getMetrics, { query: { days: String(days) as '7' | '30' | '90' } }, { retry: false });
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', message: query.error.message };
  return { status: 'ready', data: query.data };
}
