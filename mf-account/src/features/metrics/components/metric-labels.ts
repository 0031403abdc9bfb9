import type { MetricCounts } from '@directpay/contracts';

/** The four counters, in the order they are shown; each one's words are the catalog's `metrics.<key>`. */
export const METRICS: { key: keyof MetricCounts; color: string }[] = [
  { key: 'profileViews', color: '#0f766e' },
  { key: 'pricesViews', color: '#2563eb' },
  { key: 'messagesSent', color: '#9333ea' },
  { key: 'websiteClicks', color: '#ea580c' },
];
