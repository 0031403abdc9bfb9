import type { ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import type { NpiCheck } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { mismatchReason, type NpiSubject } from './mismatch-reason';
import { useMessages } from './messages';

const Line = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
  color: ${theme.colors.muted};
  &[data-state='verified'] strong { color: ${theme.colors.success}; }
  &[data-state='mismatch'] strong { color: ${theme.colors.danger}; }
`;

/** What the registry holds (a name, states): shown as it is and left alone by translators. */
const asData = (children: ReactNode) => <span translate="no">{children}</span>;

interface Props {
  check: NpiCheck | undefined;
  subject: NpiSubject;
  /** The listing's state, which the registry's practice locations and licences are compared with. */
  listingState: string;
}

/**
 * An NPI check as its owner sees it: verified with its date, pending while the registry is asked,
 * or not verified with the field that differs and what the registry holds. Nothing without a check.
 */
export function NpiCheckStatus({ check, subject, listingState }: Props) {
  const t = useMessages();
  const f = useFormat();
  if (!check) return null;
  const reason = mismatchReason(check, subject, listingState);
  return (
    <Line data-testid="npi-check" data-state={check.state}>
      {check.state === 'verified' && <strong>{t('check.verified', { npi: check.npi, date: check.checkedAt ? f.date(check.checkedAt, 'long') : '' })}</strong>}
      {check.state === 'pending' && t('check.pending', { npi: check.npi })}
      {reason && (
        <>
          <strong>{t('check.mismatch', { npi: check.npi })}</strong> {t.rich(reason.key, { data: asData }, reason.values)}
        </>
      )}
    </Line>
  );
}
