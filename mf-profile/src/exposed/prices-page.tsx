import { useParams } from '@directpay/shared-ui/routing';
import { Page } from '@directpay/shared-ui';
import { useCountView } from '../api/record-event';
import { ClinicLoadState } from '../components/clinic-load-state';
import { useClinicLoader } from '../hooks/use-clinic-loader';
import { PricesView } from '../features/prices/components/prices-view';
import { useLocalPrices } from '../hooks/use-local-prices';

/**
 * Route entry of /clinic/:id/prices (from the map card's See prices).
 *
 * The clinic and its local price groups are asked for together, and the table
 * is drawn once both have answered (the groups' failure counts as an answer:
 * the rows then go without them), so no row gains its fair-price mark
 * later and pushes the rows under it down (a layout shift).
 */
function PricesScreen() {
  const { id = '' } = useParams();
  const clinic = useClinicLoader(id, 'public');
  const local = useLocalPrices(id);
  const state = clinic.status === 'ready' && local.isPending ? ({ status: 'loading' } as const) : clinic;
  const clinicId = state.status === 'ready' ? state.clinic.id : undefined;
  useCountView(clinicId, 'prices_view');
  return <Page data-remote="mf_profile">{state.status === 'ready' ? <PricesView clinic={state.clinic} local={local.data} /> : <ClinicLoadState load={state} />}</Page>;
}

/** Route entry of /clinic/:id/prices, once this remote's messages are there. */
export default function PricesPage() {
  return (
    <PricesScreen />
  );
}
