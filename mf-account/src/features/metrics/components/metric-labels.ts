import type { MetricCounts } from '@directpay/contracts';

/** The four counters, in the order they are shown. */
export const METRICS: { key: keyof MetricCounts; label: string; color: string }[] = [
  { key: 'profileViews', label: 'Profile views', color: '#0f766e' },
  { key: 'pricesViews', label: 'Price-page views', color: '#2563eb' },
  { key: 'messagesSent', label: 'Messages sent', color: '#9333ea' },
  { key: 'websiteClicks', label: 'Website clicks', color: '#ea580c' },
];
