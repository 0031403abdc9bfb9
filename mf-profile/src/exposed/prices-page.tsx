import { useEffect } from 'react';
import { useParams } from '@directpay/shared-ui/routing';
import { Page } from '@directpay/shared-ui';
import { recordEvent } from '../api/record-event';
import { ClinicLoadState } from '../components/clinic-load-state';
import { useClinicLoader } from '../hooks/use-clinic-loader';
import { PricesView } from '../features/prices/components/prices-view';

/** Route entry of /clinic/:id/prices (from the map card's See prices). */
export default function PricesPage() {
  const { id = '' } = useParams();
  const state = useClinicLoader(id, 'public');
  const clinicId = state.status === 'ready' ? state.clinic.id : undefined;
  useEffect(() => {
    if (clinicId) recordEvent(clinicId, 'prices_view');
  }, [clinicId]);
  return <Page data-remote="mf_profile">{state.status === 'ready' ? <PricesView clinic={state.clinic} /> : <ClinicLoadState load={state} />}</Page>;
}
