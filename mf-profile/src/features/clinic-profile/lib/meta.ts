import type { Clinic } from '@directpay/contracts';
import { pricedServices } from '@directpay/shared-ui';
import { cityState } from './address';

/** Title and sharing description: who, where, and that cash prices are listed. */
export function clinicMeta(clinic: Clinic): { title: string; description: string } {
  const place = cityState(clinic.address);
  const title = place ? `${clinic.detail.name}, ${place}` : clinic.detail.name;
  const prices = pricedServices(clinic).length;
  const lead = `${clinic.detail.name}${place ? ` in ${place}` : ''} takes direct payment`;
  const priced = prices > 0 ? ` and lists ${prices} cash price${prices === 1 ? '' : 's'}` : '';
  const about = clinic.detail.description.trim();
  const description = `${lead}${priced}.${about ? ` ${about}` : ''}`;
  return { title, description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description };
}
