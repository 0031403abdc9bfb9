import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from '@directpay/shared-ui/routing';
import { Page } from '@directpay/shared-ui';
import { recordEvent, useCountView } from '../api/record-event';
import { ClinicLoadState } from '../components/clinic-load-state';
import { useClinicLoader, type ClinicSource } from '../hooks/use-clinic-loader';
import { useLocalPrices } from '../hooks/use-local-prices';
import { ProfileView } from '../features/clinic-profile/components/profile-view';

/* The contact form (react-hook-form and the contract resolver) loads when Send message is first pressed. */
const ContactModal = lazy(async () => ({ default: (await import('../features/contact-clinic/components/contact-modal')).ContactModal }));

export interface ClinicProfileScreenProps {
  /** Where the clinic comes from: the public profile or the alternative test source. */
  source: ClinicSource;
  /** Count views and website clicks (the real profile does; the test page does not). */
  countEvents: boolean;
}

/** Loads a clinic, then shows the profile with its contact form. Shared by both profile routes. */
export function ClinicProfileScreen({ source, countEvents }: ClinicProfileScreenProps) {
  const { id = '' } = useParams();
  const loaded = useClinicLoader(id, source);
  // The fair-price mark is on the first screen: the profile is drawn once the local prices have
  // answered too (a failure counts), so the mark never arrives late and moves what is under it.
  const local = useLocalPrices(source === 'public' ? id : null);
  const state = loaded.status === 'ready' && source === 'public' && local.isPending ? ({ status: 'loading' } as const) : loaded;
  const [contactOpen, setContactOpen] = useState(false);
  const [estimateOpen, setEstimateOpen] = useState(false);
  const [contactOpened, setContactOpened] = useState(false);
  if (contactOpen && !contactOpened) setContactOpened(true);
  const clinicId = state.status === 'ready' ? state.clinic.id : undefined;

  useCountView(clinicId, 'profile_view', countEvents);

  const onWebsiteClick = useCallback(() => {
    if (countEvents && clinicId) recordEvent(clinicId, 'website_click');
  }, [countEvents, clinicId]);

  return (
    <Page data-remote="mf_profile">
      {state.status === 'ready' ? (
        <>
          <ProfileView
            clinic={state.clinic}
            local={local.data}
            estimate={{ open: estimateOpen, onOpenChange: setEstimateOpen }}
            onSendMessage={() => setContactOpen(true)}
            onWebsiteClick={onWebsiteClick}
          />
          {contactOpened && (
            <Suspense fallback={null}>
              <ContactModal clinicId={state.clinic.id} clinicName={state.clinic.detail.name} open={contactOpen} onOpenChange={setContactOpen} />
            </Suspense>
          )}
        </>
      ) : (
        <ClinicLoadState load={state} />
      )}
    </Page>
  );
}
