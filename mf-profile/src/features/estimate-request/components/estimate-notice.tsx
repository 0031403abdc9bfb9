import { lazy, Suspense, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { GFE_RIGHTS_URL, GFE_RIGHT_NOTICE, type Clinic } from '@directpay/contracts';
import { Button, pricedServices, theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

/* The request form (react-hook-form and the contract resolver) loads when the button is first pressed. */
const EstimateModal = lazy(async () => ({ default: (await import('./estimate-modal')).EstimateModal }));

const Box = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.subtle};
  padding: 1rem 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
  button { align-self: flex-start; max-width: 100%; }
`;

export interface EstimateNoticeProps {
  clinic: Clinic;
  /** Given, the dialog is opened from elsewhere too (the profile's phone bar); otherwise the notice keeps its own state. */
  dialog?: { open: boolean; onOpenChange: (open: boolean) => void };
}

/**
 * The notice of the right to a Good Faith Estimate, on every profile and prices page,
 * with "Get a Good Faith Estimate" where the clinic lists prices to estimate from.
 */
export function EstimateNotice({ clinic, dialog }: EstimateNoticeProps) {
  const t = useMessages();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = dialog ? dialog.open : ownOpen;
  const setOpen = dialog ? dialog.onOpenChange : setOwnOpen;
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const services = pricedServices(clinic);
  return (
    <Box aria-labelledby="gfe-notice-title" data-testid="gfe-notice">
      <h2 id="gfe-notice-title">{t('gfe.title')}</h2>
      <p>
        {GFE_RIGHT_NOTICE} {t('gfe.ask')}
      </p>
      <p>
        <a href={GFE_RIGHTS_URL} target="_blank" rel="noopener noreferrer">
          {t('gfe.learn')}
        </a>
      </p>
      {services.length > 0 && (
        <Button type="button" onClick={() => setOpen(true)}>
          {t('gfe.button')}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <EstimateModal
            clinicId={clinic.id}
            clinicName={clinic.detail.name}
            clinicState={clinic.address.state ?? ''}
            services={services}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </Box>
  );
}
