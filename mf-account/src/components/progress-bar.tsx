import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

const Track = styled.div`
  height: 0.5rem;
  background: ${theme.colors.border};
  border-radius: 999px;
  overflow: hidden;
  > div { height: 100%; background: ${theme.colors.brand}; transition: width 0.2s; }
`;

const Caption = styled.p`
  margin: 0.25rem 0 1rem;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

/** Progress as step/total (spec section 2), or an upload's progress in percent. */
export function ProgressBar({ label, value, max, caption }: { label: string; value: number; max: number; caption: string }) {
  return (
    <div>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={caption}>
        <div style={{ width: `${Math.round((value / max) * 100)}%` }} />
      </Track>
      <Caption>{caption}</Caption>
    </div>
  );
}
