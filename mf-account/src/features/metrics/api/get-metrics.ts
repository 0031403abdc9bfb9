import type { MetricsResponse } from '@directpay/contracts';
import { apiFetch } from '@directpay/shared-ui';

export type MetricsDays = 7 | 30 | 90;

/** GET /account/metrics?days=: counts per clinic for the period, one row per UTC day. */
export function getMetrics(days: MetricsDays, signal?: AbortSignal): Promise<MetricsResponse> {
  return apiFetch<MetricsResponse>(`/account/metrics?days=${days}`, { auth: true, signal });
}
