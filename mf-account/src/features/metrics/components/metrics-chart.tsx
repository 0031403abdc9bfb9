import type { MetricCounts } from '@directpay/contracts';
import { useMessages } from '#src/messages';
import { METRICS } from './metric-labels';

const BAR_HEIGHT = 22;
const GAP = 10;
const LABEL_WIDTH = 130;
const WIDTH = 420;

/**
 * Horizontal bars of the four totals. The SVG is decorative for screen
 * readers (its numbers are in the table beside it), so it carries one summary label.
 */
export function MetricsChart({ totals, clinicName }: { totals: MetricCounts; clinicName: string }) {
  const t = useMessages();
  const max = Math.max(1, ...METRICS.map((m) => totals[m.key]));
  const height = METRICS.length * (BAR_HEIGHT + GAP);
  const summary = METRICS.map((m) => `${t(`metrics.${m.key}`)} ${totals[m.key]}`).join(', ');
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={t('metrics.chartLabel', { name: clinicName, summary })} style={{ maxWidth: `${WIDTH}px` }}>
      {METRICS.map((m, i) => {
        const y = i * (BAR_HEIGHT + GAP);
        const w = ((WIDTH - LABEL_WIDTH - 40) * totals[m.key]) / max;
        return (
          <g key={m.key}>
            <text x={0} y={y + BAR_HEIGHT * 0.7} fontSize={12} fill="#374151">
              {t(`metrics.${m.key}`)}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={Math.max(w, 1)} height={BAR_HEIGHT} rx={3} fill={m.color} />
            <text x={LABEL_WIDTH + Math.max(w, 1) + 6} y={y + BAR_HEIGHT * 0.7} fontSize={12} fill="#111827">
              {totals[m.key]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
