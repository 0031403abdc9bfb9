import { useEffect, useState } from 'react';
import type { MetricsResponse } from '@directpay/contracts';
import { getMetrics, type MetricsDays } from '../api/get-metrics';

export type MetricsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: MetricsResponse };

export function useMetrics(days: MetricsDays): MetricsState {
  const [state, setState] = useState<MetricsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getMetrics(days, controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => error.name !== 'AbortError' && setState({ status: 'error', message: error.message }));
    return () => controller.abort();
  }, [days]);
  return state;
}
