/**
 * The compare page's price rows: one per service description, each clinic's
 * price for it (its lowest when it lists the description twice), and which
 * clinics have the lowest. A service every compared clinic prices is "shared"
 * and its lowest price is marked; the others are listed apart, unmarked,
 * since a price missing at one clinic is not a comparison. A row's billing
 * code is named once when every clinic pricing it gives the same one.
 */
import { codeLabel, parsePrice, priceFileMessage, priceFileText, type ComparedClinic, type ContractText, type Service } from '@directpay/contracts';
import { formattersFor } from '@directpay/shared-ui/i18n';
import { t } from '#src/messages';

export interface PriceRow {
  description: string;
  /** Per clinic, in the page's order: the price text, or null when it has none. */
  prices: (string | null)[];
  /** Per clinic: the service of that price (its code and what it includes), or null. */
  services: (Service | null)[];
  /** 'CDT D1110' when every clinic pricing the row gives that code; else each cell shows its own. */
  code?: string;
  /** Indexes of the clinics with the lowest price (shared rows only; ties all marked). */
  lowest: number[];
}

export interface PriceRows {
  shared: PriceRow[];
  others: PriceRow[];
}

const key = (description: string) => description.trim().toLowerCase();

export function compareRows(clinics: readonly ComparedClinic[]): PriceRows {
  const names = new Map<string, string>();
  const perClinic = clinics.map((clinic) => {
    const best = new Map<string, { text: string; amount: number; service: Service }>();
    for (const service of clinic.services) {
      const amount = parsePrice(service.price);
      if (amount === undefined) continue;
      const k = key(service.description);
      if (!names.has(k)) names.set(k, service.description.trim());
      const current = best.get(k);
      if (!current || amount < current.amount) best.set(k, { text: service.price.trim(), amount, service });
    }
    return best;
  });
  const shared: PriceRow[] = [];
  const others: PriceRow[] = [];
  for (const [k, description] of names) {
    const cells = perClinic.map((best) => best.get(k) ?? null);
    const prices = cells.map((c) => c?.text ?? null);
    const services = cells.map((c) => c?.service ?? null);
    const codes = new Set(cells.flatMap((c) => (c ? [codeLabel(c.service) ?? ''] : [])));
    const row = { description, prices, services, ...(codes.size === 1 && !codes.has('') ? { code: [...codes][0] } : {}) };
    if (cells.every((c) => c !== null)) {
      const min = Math.min(...cells.map((c) => c!.amount));
      const lowest = cells.flatMap((c, i) => (Math.round(c!.amount * 100) === Math.round(min * 100) ? [i] : []));
      shared.push({ ...row, lowest });
    } else {
      others.push({ ...row, lowest: [] });
    }
  }
  return { shared, others };
}

const KM_PER_MILE = 1.609344;

/** '3.2 mi', '14 mi': the search list's rounding. */
export function milesLabel(km: number): string {
  const miles = km / KM_PER_MILE;
  return t('compare.miles', { miles: miles < 10 ? miles.toFixed(1) : String(Math.round(miles)) });
}

/**
 * '2026-03-04T00:00:00.000Z' -> 'March 4, 2026' (the spec's "{Month D, YYYY}"), '4 de marzo de 2026' on a Spanish
 * page; an imported price's date says it is its file's (in the page's language when a `say` is given: useContractText).
 * Called while the page renders its messages.
 */
export function confirmedLabel(iso: string | null, fromFile = false, say?: (text: ContractText) => string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return t('compare.notConfirmed');
  if (fromFile) return say ? say(priceFileMessage(date)) : priceFileText(date);
  return formattersFor(t.locale).date(date, 'long', 'UTC');
}
