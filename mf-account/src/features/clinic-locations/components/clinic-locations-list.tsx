import type { ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import { clinicLineMessage, type OwnerClinic } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/contract-text';
import { theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';
import { BorderedList } from '#src/components/bordered-list';
import { cityState } from '../lib/sort-clinics';
import { ClinicOptionsMenu, type ClinicActions } from './clinic-options-menu';
import { NpiCheckStatus } from '#src/components/npi-check/npi-check-status';


const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.875rem 1rem;
  & + & { border-top: 1px solid ${theme.colors.border}; }
  > div:first-child { flex: 1; min-width: 0; }
  h2 { font-size: 1rem; margin: 0; overflow-wrap: anywhere; }
  p { margin: 0.125rem 0 0; color: ${theme.colors.muted}; font-size: 0.875rem; }
`;

/** An unpublished location's mark: the public does not see it; the owner still edits it. */
const Unpublished = styled.span`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0 0.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 400;
  color: ${theme.colors.text};
  vertical-align: middle;
`;

export interface ClinicLocationsListProps {
  clinics: OwnerClinic[];
  actionsFor: (clinic: OwnerClinic) => ClinicActions;
  /** Shown under a row's lines (a moderator's decision), when there is something to show. */
  belowRow?: (clinic: OwnerClinic) => ReactNode;
}

export function ClinicLocationsList({ clinics, actionsFor, belowRow }: ClinicLocationsListProps) {
  const t = useMessages();
  const say = useContractText();
  return (
    <BorderedList aria-label={t('nav.clinicLocations')}>
      {clinics.map((clinic) => (
        <Item key={clinic.id} data-testid="clinic-row">
          <div>
            <h2>
              <span translate="no">{clinic.detail.name}</span>
              {clinic.visibility === 'unpublished' && <Unpublished data-testid="unpublished">{t('clinics.unpublished')}</Unpublished>}
            </h2>
            <p translate="no">{cityState(clinic.address)}</p>
            {clinic.pricesConfirmedAt && <p data-testid="prices-confirmed">{say(clinicLineMessage(clinic)!)}</p>}
            <NpiCheckStatus check={clinic.npiCheck} subject="clinic" listingState={clinic.address.state} />
            {belowRow?.(clinic)}
          </div>
          <ClinicOptionsMenu clinicId={clinic.id} clinicName={clinic.detail.name} published={clinic.visibility !== 'unpublished'} actions={actionsFor(clinic)} />
        </Item>
      ))}
    </BorderedList>
  );
}
