import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { endpoints, type OwnerClinic } from '@directpay/contracts';
import { Button, PageLoading, useDocumentMeta } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useMessages } from '../messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useClinics } from '../features/clinic-locations/hooks/use-clinics';
import { deleteClinic } from '../features/clinic-locations/api/delete-clinic';
import { setClinicVisibility } from '../features/clinic-locations/api/set-clinic-visibility';
import { ClinicLocationsList } from '../features/clinic-locations/components/clinic-locations-list';
import { EmptyClinics } from '../features/clinic-locations/components/empty-clinics';
import { ClinicWizard } from '../features/clinic-wizard/components/clinic-wizard';
import { draftFromClinic, duplicateDraft, newClinicDraft, type ClinicDraft } from '../features/clinic-wizard/lib/clinic-draft';
import type { DraftTarget } from '../features/clinic-wizard/lib/draft-store';
import { DoctorsModal } from '../features/doctors/components/doctors-modal';
import { ConfirmEmailNotice } from '../features/email-confirmation/components/confirm-email-notice';
import { confirmPrices } from '../features/price-trust/api/confirm-prices';
import { ListingDecisionView } from '../features/moderation/components/listing-decision';

// Opened from the Options menu only: not part of the list's first load.
const PriceReportsModal = lazy(() => import('../features/price-trust/components/price-reports-modal'));
const PriceCardDialog = lazy(() => import('../features/price-card/components/price-card-dialog'));

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  h1 { margin: 0; }
`;

/** /account/clinic-locations: wires the list to the wizard, the doctors modal and delete. */
export function ClinicLocationsRoute() {
  const t = useMessages();
  const f = useFormat();
  useDocumentMeta(t('nav.clinicLocations'));
  const { state, reload } = useClinics();
  // The draft the wizard opens with, which clinic its browser draft belongs to, and the step.
  const [wizard, setWizard] = useState<{ draft: ClinicDraft; target: DraftTarget; step: number } | null>(null);
  const [params, setParams] = useSearchParams();
  const [doctorsOf, setDoctorsOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OwnerClinic | null>(null);
  const [reportsOf, setReportsOf] = useState<OwnerClinic | null>(null);
  const [cardOf, setCardOf] = useState<OwnerClinic | null>(null);

  const clinics = state.status === 'ready' ? state.clinics : [];
  const doctorsClinic = clinics.find((c) => c.id === doctorsOf);

  // A link to one clinic's step (`?edit=<id>&step=details`, from an estimate that lacks the NPI and TIN) opens the wizard there once.
  const editId = params.get('edit');
  const linked = editId ? clinics.find((c) => c.id === editId) : undefined;
  const linkedStep = params.get('step') === 'details' ? 2 : 1;
  useEffect(() => {
    if (!linked) return;
    setWizard({ draft: draftFromClinic(linked), target: { kind: 'edit', clinicId: linked.id }, step: linkedStep });
    setParams({}, { replace: true });
  }, [linked, linkedStep, setParams]);
  const openWizard = (draft: ClinicDraft, target: DraftTarget) => setWizard({ draft, target, step: 1 });
  const addClinic = () => openWizard(newClinicDraft(), { kind: 'new' });

  const remove = useApiMutation({
    mutationFn: (clinic: OwnerClinic) => deleteClinic(clinic.id),
    invalidates: [endpoints.listOwnerClinics],
    successNotice: (_none, clinic) => t('clinics.deleted', { name: clinic.detail.name }),
    errorNotice: (error) => t('clinics.deleteFailed', { message: error.message }),
    onSuccess: () => setDeleting(null),
  });

  const confirm = useApiMutation({
    mutationFn: (clinic: OwnerClinic) => confirmPrices(clinic.id),
    invalidates: [endpoints.listOwnerClinics],
    successNotice: (saved, clinic) =>
      saved.pricesConfirmedAt
        ? t('clinics.pricesConfirmedNotice', { name: clinic.detail.name, date: f.date(saved.pricesConfirmedAt, 'long') })
        : t('clinics.noPricesToConfirm', { name: clinic.detail.name }),
    errorNotice: (error) => t('clinics.confirmFailed', { message: error.message }),
  });

  const visibility = useApiMutation({
    mutationFn: (clinic: OwnerClinic) => setClinicVisibility(clinic.id, clinic.visibility === 'unpublished'),
    invalidates: [endpoints.listOwnerClinics, endpoints.listImports],
    successNotice: (saved) =>
      saved.visibility === 'unpublished' ? t('clinics.unpublishedNotice', { name: saved.detail.name }) : t('clinics.publishedNotice', { name: saved.detail.name }),
    errorNotice: (error) => t('clinics.visibilityFailed', { message: error.message }),
  });

  return (
    <>
      <Head>
        <h1>{t('nav.clinicLocations')}</h1>
        {clinics.length > 0 && <Button onClick={addClinic}>{t('clinics.add')}</Button>}
      </Head>
      {state.status === 'loading' && <PageLoading label={t('clinics.loading')} />}
      {state.status === 'error' && (
        <div role="alert">
          <p>{t('clinics.loadFailed', { message: state.message })}</p>
          <Button $variant="secondary" onClick={reload}>
            {t('clinics.tryAgain')}
          </Button>
        </div>
      )}
      {state.status === 'unconfirmed' && <ConfirmEmailNotice onConfirmed={reload} />}
      {state.status === 'ready' && clinics.length === 0 && <EmptyClinics onAdd={addClinic} />}
      {clinics.length > 0 && (
        <ClinicLocationsList
          clinics={clinics}
          belowRow={(clinic) => clinic.moderation && <ListingDecisionView clinicId={clinic.id} decision={clinic.moderation} />}
          actionsFor={(clinic) => ({
            onDoctors: () => setDoctorsOf(clinic.id),
            onEdit: () => openWizard(draftFromClinic(clinic), { kind: 'edit', clinicId: clinic.id }),
            onDuplicate: () => openWizard(duplicateDraft(clinic), { kind: 'duplicate', clinicId: clinic.id }),
            onDelete: () => setDeleting(clinic),
            onConfirmPrices: () => void confirm.run(clinic),
            onPriceReports: () => setReportsOf(clinic),
            onPriceCard: () => setCardOf(clinic),
            onTogglePublished: () => void visibility.run(clinic),
          })}
        />
      )}
      {wizard && <ClinicWizard initial={wizard.draft} draftTarget={wizard.target} initialStep={wizard.step} onClose={() => setWizard(null)} />}
      {doctorsClinic && <DoctorsModal clinic={doctorsClinic} onClose={() => setDoctorsOf(null)} />}
      {reportsOf && (
        <Suspense fallback={<PageLoading label={t('reports.loading')} />}>
          <PriceReportsModal clinicId={reportsOf.id} clinicName={reportsOf.detail.name} onClose={() => setReportsOf(null)} />
        </Suspense>
      )}
      {cardOf && (
        <Suspense fallback={<PageLoading label={t('card.loading')} />}>
          <PriceCardDialog clinicId={cardOf.id} clinicName={cardOf.detail.name} onClose={() => setCardOf(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t('clinics.deleteQuestion')}
        // Busy while open: a closing dialog reads 'Delete' again while the list is read anew.
        busy={deleting !== null && remove.pending}
        onConfirm={() => {
          if (deleting) void remove.run(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
