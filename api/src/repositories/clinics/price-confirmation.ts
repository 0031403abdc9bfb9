/**
 * Confirmation dates of a clinic's prices. Each priced service keeps
 * `confirmedAt` (and, when imported, its file's `priceFileDate`); the clinic
 * keeps `pricesConfirmedAt`, the oldest date its prices stand on, so its line
 * never claims more than the stalest price deserves (contracts' price-stamp.ts
 * says which of the two dates a price stands on). Every write that changes or
 * confirms prices goes through these functions.
 */
import { hasPrice, parsePrice, priceDateOf, type Service } from '@directpay/contracts';
import type { StoredClinic, StoredService } from './stored-clinic';

/** The same service before the save: same description and code. */
const key = (service: Service) => `${service.description.trim().toLowerCase()}\u0000${service.code ?? ''}`;

/** Services confirmed now (the owner's "prices are current"): every price gets the date, and keeps its source and file date. */
export function confirmServices(services: readonly (Service | StoredService)[], now: Date): StoredService[] {
  return services.map((service) => {
    const { confirmedAt: _previous, ...fields } = service as StoredService;
    return hasPrice(fields) ? { ...fields, confirmedAt: now } : fields;
  });
}

/**
 * Services as the owner saved them in the wizard, `before` the stored ones: a
 * price saved there is confirmed by that save, but an imported price the owner
 * left unchanged keeps its file's date, its source and its own confirmation, so
 * the save does not claim to confirm it; a changed one is confirmed now and keeps
 * its source (setting, codes, payers: still the file's). Unpriced ones carry no date.
 */
export function savedServices(services: readonly Service[], now: Date, before: readonly StoredService[] = []): StoredService[] {
  const imported = new Map(before.filter((s) => s.source || s.priceFileDate).map((s) => [key(s), s]));
  return services.map((service) => {
    const { confirmedAt: _previous, priceFileDate: _file, source: _source, ...fields } = service as StoredService;
    if (!hasPrice(fields)) return fields;
    const stored = imported.get(key(fields));
    if (!stored) return { ...fields, confirmedAt: now };
    const source = stored.source ? { source: stored.source } : {};
    if (parsePrice(stored.price) !== parsePrice(fields.price)) return { ...fields, ...source, confirmedAt: now };
    return {
      ...fields,
      ...source,
      ...(stored.priceFileDate ? { priceFileDate: stored.priceFileDate } : {}),
      ...(stored.confirmedAt ? { confirmedAt: stored.confirmedAt } : {}),
    };
  });
}

/** The oldest date among priced services (a confirmation, or an imported price's file date); null without priced services or when one has neither. */
export function pricesConfirmedAtOf(clinic: Pick<StoredClinic, 'services' | 'otherServices'>): Date | null {
  const priced = [...clinic.services, ...clinic.otherServices].filter(hasPrice);
  if (priced.length === 0) return null;
  let oldest: Date | null = null;
  for (const service of priced) {
    const date = priceDateOf(service);
    if (!date) return null;
    if (!oldest || date < oldest) oldest = date;
  }
  return oldest;
}
