/**
 * Confirmation dates of a clinic's prices. Each priced service keeps
 * `confirmedAt`; the clinic keeps `pricesConfirmedAt`, the oldest of them, so
 * "Prices confirmed {date}" never claims more than the stalest price deserves.
 * Every write that changes or confirms prices goes through these functions.
 */
import { hasPrice, type Service } from '@directpay/contracts';
import type { StoredClinic, StoredService } from './stored-clinic';

/** Services as the owner saved them: a price saved in the wizard is confirmed by that save; unpriced ones carry no date. */
export function confirmServices(services: readonly (Service | StoredService)[], now: Date): StoredService[] {
  return services.map((service) => {
    const { confirmedAt: _previous, ...fields } = service as StoredService;
    return hasPrice(fields) ? { ...fields, confirmedAt: now } : fields;
  });
}

/** The oldest confirmation among priced services; null without priced services or when one was never confirmed. */
export function pricesConfirmedAtOf(clinic: Pick<StoredClinic, 'services' | 'otherServices'>): Date | null {
  const priced = [...clinic.services, ...clinic.otherServices].filter(hasPrice);
  if (priced.length === 0) return null;
  let oldest: Date | null = null;
  for (const service of priced) {
    if (!(service.confirmedAt instanceof Date)) return null;
    if (!oldest || service.confirmedAt < oldest) oldest = service.confirmedAt;
  }
  return oldest;
}
